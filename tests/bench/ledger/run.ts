import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  DRUIDIA_SERVICES,
  type DruidiaConnection,
  type DruidiaService,
} from '../../../lib/protocol/druidia.ts';
import type { Keys } from '../../../server/keys.ts';
import { startNginx } from '../../nginx.ts';
import { percentile } from '../load.ts';
import { login } from '../scenarios.ts';
import { startServerProcess, type ServerProcess } from '../server-process.ts';
import { call, NoReply } from './api.ts';
import { LoadClient, OPERATIONS, type Operation, type Registry } from './client.ts';

const SITE_TOKEN = 'demo-site';
/** Said once a run's clients start: bench:ui's loaded condition waits for it. */
export const LOAD_RUNNING = 'clients running';
// A group admin of each demo account creates the load users of that account.
const ADMINS = ['group@demo.test', 'owner@other.test'];
const PASSHASH = randomBytes(32).toString('hex');
// One set per process: a second run on the same database must still read what the first one sealed.
const KEYS: Keys = { pepper: randomBytes(32), secrets: randomBytes(32) };

export interface LedgerLoadOptions {
  label: string;
  dataDir: string;
  databaseUrl?: string;
  workers?: number;
  clients: number;
  seconds: number;
  /** kill -9 the server halfway through and start it again on the same port. */
  crash: boolean;
  /**
   * Machines behind nginx round-robin (docs/deploy.md), each a server process with a DATA_DIR of its own
   * under `dataDir`; needs `databaseUrl`. With `crash`, the first machine is the one killed. Default 1: no
   * nginx, the clients call the one server.
   */
  machines?: number;
}

export interface Latency {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface LedgerLoadResult {
  label: string;
  seconds: number;
  perSecond: number;
  all: Latency;
  byOperation: Record<Operation, Latency>;
  /** Wrong replies during the run (statuses, mismatches with the ledger, tenancy). */
  errors: string[];
  /** The final check of every ledger against the server's rows (after the restart, if any). */
  problems: string[];
  unanswered: number;
  restartMs?: number;
  /** With a crash: operations/s before the kill and after the restart. */
  around?: { before: number; after: number };
}

function latency(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p);
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99) };
}

async function ok<T>(what: string, reply: Promise<{ status: number; packet: { payload?: T } }>): Promise<T> {
  const { status, packet } = await reply;
  if (status !== 200 || packet.payload === undefined)
    throw new Error(`${what}: ${status} ${JSON.stringify(packet)}`);
  return packet.payload;
}

/** Each client its own user, half in each demo account, logged in. */
async function makeClients(
  server: Pick<ServerProcess, 'api'>,
  options: LedgerLoadOptions,
  crashing: () => boolean,
) {
  const run = randomBytes(4).toString('hex');
  const registry: Registry = new Map();
  const admins = await Promise.all(
    ADMINS.map(async (email) => {
      const token = await login(server.api, SITE_TOKEN, email);
      const user = await ok<{ account_id: number }>(
        'admin',
        call(server.api, token, ['user', 'read', 'GET'], { email }),
      );
      registry.set(user.account_id, new Set());
      // A service the account shares is connected for everyone already: its users cannot add their own.
      const shared = await ok<{ list: { service: DruidiaService }[] }>(
        'shared connections',
        call(server.api, token, ['druidia', 'list', 'POST'], {
          filters: [{ field: 'user_id', operator: 'IS NULL' }],
          limit: 100,
        }),
      );
      const services = DRUIDIA_SERVICES.filter(
        (service) => !shared.list.some((row) => row.service === service),
      );
      return { token, accountId: user.account_id, services };
    }),
  );
  const clients: LoadClient[] = [];
  for (let index = 0; index < options.clients; index += 1) {
    const admin = admins[index % admins.length]!;
    const email = `load-${run}-${index}@load.test`;
    const user = await ok<{ id: number }>(
      'user create',
      call(server.api, admin.token, ['user', 'create', 'POST'], {
        email,
        first_name: 'Load',
        last_name: `Client ${index}`,
        passhash: PASSHASH,
        access: 3,
      }),
    );
    const reply = await call(server.api, SITE_TOKEN, ['user', 'token', 'POST'], {
      email,
      passhash: PASSHASH,
    });
    if (!reply.packet.token) throw new Error(`login of ${email}: ${reply.status}`);
    clients.push(
      new LoadClient({
        api: () => server.api,
        token: reply.packet.token,
        index,
        userId: user.id,
        accountId: admin.accountId,
        services: admin.services,
        registry,
        crashing,
      }),
    );
  }
  return clients;
}

/**
 * A client's rows for the final check. One retry: a kept-alive socket the server closed just then is the
 * client's problem, not a lost write. A server that no longer answers is a finding, with its last words.
 */
async function finalRows(
  client: LoadClient,
  server: Pick<ServerProcess, 'output'>,
): Promise<DruidiaConnection[] | string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (await client.ownRows()) ?? 'the final list was refused';
    } catch (error) {
      if (!(error instanceof NoReply) || attempt === 2) {
        return `no final list (${(error as Error).message}); server output: ${server.output().slice(-2000)}`;
      }
    }
  }
}

/**
 * `clients` users of two accounts read, list, create, update and delete their service connections for
 * `seconds` against a real server process; with `crash`, the server is killed with -9 halfway and started
 * again. Afterwards every ledger is compared with the rows the server lists.
 */
export async function runLedgerLoad(options: LedgerLoadOptions): Promise<LedgerLoadResult> {
  const machines = options.machines ?? 1;
  const serverOptions = (index: number) => ({
    dataDir: machines === 1 ? options.dataDir : join(options.dataDir, `machine-${index}`),
    databaseUrl: options.databaseUrl,
    workers: options.workers,
    keys: KEYS,
  });
  const servers = await Promise.all(
    Array.from({ length: machines }, (_, index) => startServerProcess(serverOptions(index))),
  );
  const front = machines === 1 ? undefined : await startNginx(servers.map((server) => portOf(server.api)));
  if (front && 'skipped' in front) {
    await Promise.all(servers.map((server) => server.stop()));
    throw new Error(front.skipped);
  }
  // What the clients call: the server itself, or nginx in front of the machines.
  const entry = {
    api: front ? `${front.origin}/api` : servers[0]!.api,
    output: () => servers.map((server) => server.output().slice(-2000)).join('\n---\n'),
  };
  let crashing = false;
  let restartMs: number | undefined;
  let killedAt = 0;
  try {
    const clients = await makeClients(entry, options, () => crashing);
    console.log(`${options.label}: ${LOAD_RUNNING}`);
    const started = performance.now();
    const until = started + options.seconds * 1000;
    const crash = async () => {
      await new Promise((resolve) => setTimeout(resolve, (options.seconds * 1000) / 2));
      crashing = true;
      const killed = performance.now();
      killedAt = killed;
      await servers[0]!.crash();
      servers[0] = await startServerProcess({ ...serverOptions(0), port: portOf(servers[0]!.api) });
      restartMs = performance.now() - killed;
      crashing = false;
    };
    await Promise.all([...clients.map((client) => client.run(until)), ...(options.crash ? [crash()] : [])]);
    const seconds = (performance.now() - started) / 1000;

    const problems: string[] = [];
    for (const client of clients) {
      const rows = await finalRows(client, entry);
      problems.push(...(Array.isArray(rows) ? client.ledger.compare(rows) : [rows]));
    }
    const samples = clients.flatMap((client) => client.samples);
    const byOperation = Object.fromEntries(
      OPERATIONS.map((operation) => [
        operation,
        latency(samples.filter((sample) => sample.operation === operation).map((sample) => sample.ms)),
      ]),
    ) as Record<Operation, Latency>;
    return {
      label: options.label,
      seconds,
      perSecond: samples.length / seconds,
      all: latency(samples.map((sample) => sample.ms)),
      byOperation,
      errors: clients.flatMap((client) => client.errors),
      problems,
      unanswered: clients.reduce((sum, client) => sum + client.unanswered, 0),
      restartMs,
      around:
        restartMs === undefined
          ? undefined
          : {
              before: samples.filter((s) => s.at < killedAt).length / ((killedAt - started) / 1000),
              after:
                samples.filter((s) => s.at > killedAt + restartMs!).length /
                ((until - killedAt - restartMs) / 1000),
            },
    };
  } finally {
    front?.stop();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const portOf = (api: string): number => Number(new URL(api).port);
