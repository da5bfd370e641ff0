import type { DruidiaConnection, DruidiaService } from '../../../lib/protocol/druidia.ts';
import { call, NoReply, type Method, type Reply } from './api.ts';
import { Ledger } from './ledger.ts';

export const OPERATIONS = ['read', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];
// Reads and lists dominate, as in a console; writes are a third of the traffic.
const WEIGHTS: Record<Operation, number> = { read: 30, list: 35, create: 13, update: 12, delete: 10 };

const ROUTES = {
  read: ['druidia', 'read', 'GET'],
  list: ['druidia', 'list', 'POST'],
  create: ['druidia', 'create', 'POST'],
  update: ['druidia', 'update', 'PUT'],
  delete: ['druidia', 'delete', 'DELETE'],
} satisfies Record<string, [string, string, Method]>;

interface ListPayload {
  list: DruidiaConnection[];
  count: number;
}

/** Ids each account's clients hold: a client of the other account probes them and must get 404. */
export type Registry = Map<number, Set<number>>;

export interface Sample {
  operation: Operation;
  ms: number;
  /** When it finished (performance.now()). */
  at: number;
}

export interface ClientOptions {
  api: () => string;
  token: string;
  index: number;
  userId: number;
  accountId: number;
  /** The services this client may connect (its account shares none of them). */
  services: readonly DruidiaService[];
  registry: Registry;
  /** True while the server is deliberately down: a request without a reply then is no error. */
  crashing: () => boolean;
}

function pick(): Operation {
  let roll = Math.random() * Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
  for (const operation of OPERATIONS) {
    roll -= WEIGHTS[operation];
    if (roll < 0) return operation;
  }
  return 'list';
}

const anyOf = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

/** One simulated console user of an account, keeping a ledger of every write the server acknowledged. */
export class LoadClient {
  readonly ledger = new Ledger();
  readonly samples: Sample[] = [];
  readonly errors: string[] = [];
  /** Requests that got no reply while the server was down on purpose. */
  unanswered = 0;
  private tokens = 0;

  constructor(private readonly options: ClientOptions) {}

  private newToken(): string {
    this.tokens += 1;
    return `load-token-${this.options.index}-${this.tokens.toString(36).padStart(4, '0')}`;
  }

  private fail(message: string): void {
    this.errors.push(`client ${this.options.index}: ${message}`);
  }

  private call<T>(route: [string, string, Method], input: Record<string, unknown>): Promise<Reply<T>> {
    return call<T>(this.options.api(), this.options.token, route, input);
  }

  private expectOk<T>(what: string, reply: Reply<T>): T | undefined {
    if (reply.status === 200 && reply.packet.payload !== undefined) return reply.packet.payload;
    this.fail(`${what}: ${reply.status} ${JSON.stringify(reply.packet.errors)}`);
    return undefined;
  }

  private mine(id: number, register: boolean): void {
    const ids = this.options.registry.get(this.options.accountId)!;
    if (register) ids.add(id);
    else ids.delete(id);
  }

  /** The client's own rows as the server lists them, checking tenancy and that count is true. */
  async ownRows(): Promise<DruidiaConnection[] | undefined> {
    const reply = await this.call<ListPayload>(ROUTES.list, {
      filters: [{ field: 'user_id', operator: '=', value: this.options.userId }],
      sort: 'druidia_id',
      limit: 100,
    });
    const page = this.expectOk('list', reply);
    if (!page) return undefined;
    const foreign = page.list.filter((row) => row.account_id !== this.options.accountId);
    if (foreign.length > 0) this.fail(`cross-tenant: list shows rows of account ${foreign[0]!.account_id}`);
    if (page.count !== page.list.length) this.fail(`list count ${page.count} for ${page.list.length} rows`);
    return page.list;
  }

  private async read(): Promise<void> {
    const otherAccount = [...this.options.registry.keys()].find((id) => id !== this.options.accountId);
    const foreignId = Math.random() < 0.2 ? anyOf([...this.options.registry.get(otherAccount!)!]) : undefined;
    if (foreignId !== undefined) {
      const reply = await this.call(ROUTES.read, { druidia_id: foreignId });
      if (reply.status !== 404)
        this.fail(`cross-tenant: read of another account's ${foreignId}: ${reply.status}`);
      return;
    }
    const [service, entry] = anyOf(this.ledger.settled()) ?? [];
    if (!service || !entry) return this.list();
    const row = this.expectOk(
      'read',
      await this.call<DruidiaConnection>(ROUTES.read, { druidia_id: entry.id }),
    );
    if (
      row &&
      (row.service !== service ||
        !row.token.endsWith(entry.token4) ||
        row.account_id !== this.options.accountId)
    ) {
      this.fail(`read ${entry.id}: ${JSON.stringify(row)} does not match the ledger`);
    }
  }

  private async list(): Promise<void> {
    const rows = await this.ownRows();
    // Between this client's own writes nothing else changes its rows: the list must be the ledger, exactly.
    if (rows) for (const problem of this.ledger.compare(rows)) this.fail(`list: ${problem}`);
  }

  private async create(): Promise<void> {
    const service = anyOf(this.options.services.filter((s) => this.ledger.isFree(s)));
    if (!service) return this.list();
    const token = this.newToken();
    const input = { service, user_id: this.options.userId, user_hash: 'load', token };
    try {
      const row = this.expectOk('create', await this.call<DruidiaConnection>(ROUTES.create, input));
      if (!row) return;
      this.ledger.created(service, row.druidia_id, token);
      this.mine(row.druidia_id, true);
    } catch (error) {
      if (error instanceof NoReply) this.ledger.unsureCreate(service);
      throw error;
    }
  }

  private async update(): Promise<void> {
    const [service, entry] = anyOf(this.ledger.settled()) ?? [];
    if (!service || !entry) return this.list();
    const token = this.newToken();
    try {
      const row = this.expectOk(
        'update',
        await this.call<DruidiaConnection>(ROUTES.update, { druidia_id: entry.id, token }),
      );
      if (row) this.ledger.updated(service, token);
    } catch (error) {
      if (error instanceof NoReply) this.ledger.unsureUpdate(service, token);
      throw error;
    }
  }

  private async delete(): Promise<void> {
    const [service, entry] = anyOf(this.ledger.settled()) ?? [];
    if (!service || !entry) return this.list();
    try {
      const reply = await this.call(ROUTES.delete, { druidia_id: entry.id });
      // Behind a load balancer a DELETE whose machine died mid-request is resent to another machine (HTTP
      // calls DELETE idempotent), which finds the row already gone: during a crash a 404 means "maybe".
      if (reply.status === 404 && this.options.crashing()) {
        this.ledger.unsureDelete(service);
        return;
      }
      if (this.expectOk('delete', reply)) {
        this.ledger.deleted(service);
        this.mine(entry.id, false);
      }
    } catch (error) {
      if (error instanceof NoReply) this.ledger.unsureDelete(service);
      throw error;
    }
  }

  /** Runs operations back to back until `until` (a performance.now() time). */
  async run(until: number): Promise<void> {
    while (performance.now() < until) {
      const operation = pick();
      const started = performance.now();
      try {
        await this[operation]();
        const at = performance.now();
        this.samples.push({ operation, ms: at - started, at });
      } catch (error) {
        if (!(error instanceof NoReply)) throw error;
        if (!this.options.crashing()) this.fail(`${operation}: no reply (${error.message})`);
        this.unanswered += 1;
        // The server is restarting: do not spin on a refused port.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }
}
