import type { LiveChange, LiveEndReason } from '../../lib/protocol/live.ts';
import { SESSION_ACCESS, SESSION_REFUSAL, SESSION_TABLES, sessionRuleParams } from '../auth/session-rule.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { Session } from '../http/handlers.ts';
import { log } from '../observe/logger.ts';
import { isDraining } from '../ops/drain.ts';
import { changeOf, type ChangeRow } from './change.ts';
import { LIVE_CHANNEL } from './outbox.ts';
import { toldOf } from './reads.ts';

/** One open stream, as the hub sees it: whose, which account it follows, and how to reach it. */
export interface Subscriber {
  accountId: number;
  /** Its level is kept as the database says (an access change applies to the open stream). */
  session: Session;
  send(change: LiveChange): void;
  heartbeat(): void;
  end(reason: LiveEndReason): void;
}

// How often the hub checks the streams' sessions and the drain: a signed-out or revoked session's stream
// closes within this (docs/security.md, "Live changes"), one query per process, whatever the streams.
const CHECK_EVERY_MS = 2000;
// Heartbeats keep an idle stream open through proxies (docs/deploy.md, nginx's proxy_read_timeout).
const HEARTBEAT_EVERY_CHECKS = 7;
export const HEARTBEAT_SECONDS = (CHECK_EVERY_MS * HEARTBEAT_EVERY_CHECKS) / 1000;

/** The sessions still served among `ids`, with their level now: resolveSession's rule without its touch. */
async function liveSessions(db: Db, config: Config, ids: number[]): Promise<Map<number, number>> {
  const rows = await db.query<{ session_id: number; access: number }>(
    `SELECT s.session_id, ${SESSION_ACCESS} AS access
       FROM ${SESSION_TABLES}
      WHERE s.session_id = ANY($1::int[]) AND ${SESSION_REFUSAL} IS NULL`,
    [ids, ...sessionRuleParams(config)],
  );
  return new Map(rows.map((row) => [row.session_id, row.access]));
}

/**
 * This process's open streams and its one listener on the outbox's channel (docs/architecture.md, "Live
 * changes"): a notification goes to the streams of its account whose caller reads its area.
 */
export class LiveHub {
  private readonly byAccount = new Map<number, Set<Subscriber>>();
  private listening: Promise<() => Promise<void>> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private checks = 0;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  /** Starts sending `subscriber` its account's changes; resolves once the listener is in place. */
  async add(subscriber: Subscriber): Promise<void> {
    this.listening ??= this.listen();
    await this.listening;
    const set = this.byAccount.get(subscriber.accountId) ?? new Set();
    set.add(subscriber);
    this.byAccount.set(subscriber.accountId, set);
    if (!this.timer) {
      this.timer = setInterval(() => void this.check(), CHECK_EVERY_MS);
      this.timer.unref();
    }
  }

  remove(subscriber: Subscriber): void {
    const set = this.byAccount.get(subscriber.accountId);
    set?.delete(subscriber);
    if (set?.size === 0) this.byAccount.delete(subscriber.accountId);
    if (this.byAccount.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private all(): Subscriber[] {
    return [...this.byAccount.values()].flatMap((set) => [...set]);
  }

  private listen(): Promise<() => Promise<void>> {
    if (!this.db.listen) throw new Error('This database handle cannot listen');
    const listening = this.db.listen(
      LIVE_CHANNEL,
      (payload) => this.deliver(payload),
      () => this.lost(),
    );
    // A failed LISTEN is tried again by the next stream, not remembered.
    listening.catch(() => (this.listening = undefined));
    return listening;
  }

  private deliver(payload: string): void {
    const row = JSON.parse(payload) as ChangeRow;
    const subscribers = this.byAccount.get(row.account_id);
    if (!subscribers) return;
    const change = changeOf(row);
    for (const subscriber of subscribers) if (toldOf(subscriber.session, row)) subscriber.send(change);
  }

  // The notifications sent while the connection was down are gone: every stream ends, and its client
  // connects again and replays them from the outbox.
  private lost(): void {
    log.warn('live: the listening connection to the database dropped; streams reconnect');
    this.listening = undefined;
    for (const subscriber of this.all()) subscriber.end('restart');
  }

  private async check(): Promise<void> {
    const subscribers = this.all();
    if (isDraining()) {
      for (const subscriber of subscribers) subscriber.end('drain');
      return;
    }
    this.checks += 1;
    if (this.checks % HEARTBEAT_EVERY_CHECKS === 0)
      for (const subscriber of subscribers) subscriber.heartbeat();
    const ids = [...new Set(subscribers.map((subscriber) => subscriber.session.sessionId))];
    // Sessions that cannot be checked are not trusted: the streams end, and their clients connect again
    // (refused while the database is away, then replayed).
    const valid = await liveSessions(this.db, this.config, ids).catch((error: unknown) => {
      log.warn({ err: error }, 'live: checking the streams’ sessions failed; they reconnect');
      return undefined;
    });
    if (!valid) {
      for (const subscriber of subscribers) subscriber.end('restart');
      return;
    }
    for (const subscriber of subscribers) {
      const access = valid.get(subscriber.session.sessionId);
      if (access === undefined) subscriber.end('session');
      else subscriber.session = { ...subscriber.session, access };
    }
  }
}

const hubs = new WeakMap<Db, LiveHub>();

/** The hub of a database handle: one per process and database. */
export function hubOf(db: Db, config: Config): LiveHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new LiveHub(db, config);
    hubs.set(db, hub);
  }
  return hub;
}
