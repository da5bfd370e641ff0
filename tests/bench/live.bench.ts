// npm run bench:live [-- --streams N --seconds S]: the live stream's figures (docs/performance.md).
// 1. N open streams on one server process (PostgreSQL, one worker), spread over 20 accounts, while 100
//    writes/s (contact creates, spread over the accounts) go in: p95 from a write's transaction to a
//    client receiving its event, and the server's memory per open stream.
// 2. The list API's throughput without streams and with the N streams open, side by side.
// 3. Two machines behind the docs' nginx: a write on A reaching clients connected to B, p95.
// Each stream is one socket of this process and one of the server's: N = 2,000 needs about 4,100 open
// files; the script stops with a clear message when `ulimit -n` is lower (raise it in the shell first).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sseEvents } from '../../lib/live/sse.ts';
import type { LiveChange } from '../../lib/protocol/live.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { openDb, type Db } from '../../server/db/db.ts';
import { startNginx } from '../nginx.ts';
import { percentile } from './load.ts';
import { startPostgres } from './postgres.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

process.once('SIGINT', () => process.exit(130));

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '10' },
    'machine-streams': { type: 'string', default: '100' },
  },
});
const STREAMS = Number(values.streams);
const SECONDS = Number(values.seconds);
const MACHINE_STREAMS = Number(values['machine-streams']);
const ACCOUNTS = 20;
const WRITES_PER_SECOND = 100;
const LIST_CLIENTS = 8;
// The Contacts screen's first page, as in bench:api (tests/bench/scenarios.ts), over the demo's contacts.
const LIST_BODY = JSON.stringify({ sort: 'last_name', order: 'asc', page: 1, limit: 25 });

const limit = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString());
if (limit < 2 * STREAMS + 200) {
  console.error(
    `ulimit -n is ${limit}: ${STREAMS} streams need ${2 * STREAMS + 200}. Raise it or lower --streams.`,
  );
  process.exit(2);
}

/** 20 accounts, each with an admin; a session token per stream and a writer's token per account. */
async function seedAccounts(db: Db): Promise<{ accountIds: number[]; userOf: Map<number, number> }> {
  const [admin] = await db.query<{ password_hash: string }>(
    "SELECT password_hash FROM users WHERE email = 'admin@demo.test'",
  );
  const accountIds: number[] = [];
  const userOf = new Map<number, number>();
  for (let i = 0; i < ACCOUNTS; i += 1) {
    const [account] = await db.query<{ account_id: number }>(
      `INSERT INTO accounts (account_name, domain, description) VALUES ($1, $2, 'bench') RETURNING account_id`,
      [`Live bench ${i}`, `live-bench-${i}.test`],
    );
    const [user] = await db.query<{ user_id: number }>(
      `INSERT INTO users (account_id, email, first_name, last_name, password_hash, access)
       VALUES ($1, $2, 'Bench', $3, $4, 7) RETURNING user_id`,
      [account!.account_id, `admin@live-bench-${i}.test`, String(i), admin!.password_hash],
    );
    accountIds.push(account!.account_id);
    userOf.set(account!.account_id, user!.user_id);
  }
  return { accountIds, userOf };
}

const tokenFor = (db: Db, userId: number) => createSession(db, userId, { ip: '127.0.0.1' });

/** Kilobytes resident of a process and its children (the server's workers). */
function residentKb(pid: number): number {
  const out = execFileSync('sh', ['-c', `ps -o rss= -p ${pid}; ps -o rss= --ppid ${pid} || true`]).toString();
  return out
    .split('\n')
    .map(Number)
    .filter((n) => n > 0)
    .reduce((a, b) => a + b, 0);
}

interface Opened {
  stop: () => void;
}

/**
 * Opens a stream; each change event's delay from its transaction (the event's `at`) goes to the array
 * `delaysOf` gives for the machine that answered (nginx's X-Upstream), none when it gives undefined.
 */
async function openStream(
  api: string,
  token: string,
  delaysOf: (upstream: string | null) => number[] | undefined,
): Promise<Opened> {
  const abort = new AbortController();
  const response = await fetch(`${api}?module=live&command=stream`, {
    headers: { Authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  if (response.status !== 200) throw new Error(`stream answered ${response.status}`);
  const events = sseEvents(response.body!, abort.signal);
  const first = await events.next();
  if (first.value?.event !== 'ready') throw new Error('the stream did not open with ready');
  const delays = delaysOf(response.headers.get('x-upstream'));
  void (async () => {
    try {
      for await (const event of events) {
        if (event.event !== 'change' || !delays) continue;
        const change = JSON.parse(event.data) as LiveChange;
        delays.push(Date.now() - Date.parse(change.at));
      }
    } catch {
      // aborted
    }
  })();
  return { stop: () => abort.abort() };
}

/** 100 contact creates a second for `seconds`, round-robin over the accounts' writers. */
async function writeLoad(
  api: string,
  writers: string[],
  seconds: number,
  perSecond: number,
): Promise<number> {
  const started = Date.now();
  const pending: Promise<unknown>[] = [];
  let failures = 0;
  for (let n = 0; n < seconds * perSecond; n += 1) {
    const due = started + (n * 1000) / perSecond;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    const suffix = randomBytes(6).toString('hex');
    pending.push(
      fetch(`${api}?module=contact&command=create`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${writers[n % writers.length]}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ first_name: 'Live', last_name: suffix, email: `live-${suffix}@example.test` }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          if (response.status !== 200) failures += 1;
        },
        () => (failures += 1),
      ),
    );
  }
  await Promise.all(pending);
  return failures;
}

/** Contact lists per second from LIST_CLIENTS clients in a closed loop for `seconds`. */
async function listThroughput(api: string, token: string, seconds: number): Promise<number> {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: LIST_CLIENTS }, async () => {
      while (Date.now() < until) {
        const response = await fetch(`${api}?module=contact&command=list`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: LIST_BODY,
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`contact/list answered ${response.status}`);
        done += 1;
      }
    }),
  );
  return done / seconds;
}

/**
 * Waits until `expected` events have arrived, or until none has for a second (a write that failed sends
 * none), at most 30 s: the figures then count every event that was coming, however slow the machine.
 */
async function arrived(events: readonly unknown[], expected: number): Promise<void> {
  const until = Date.now() + 30_000;
  let seen = -1;
  while (events.length < expected && events.length !== seen && Date.now() < until) {
    seen = events.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const p = (delays: number[], q: number) =>
  percentile(
    [...delays].sort((a, b) => a - b),
    q,
  ).toFixed(0);
const load = () => execFileSync('uptime').toString().trim();

const dataDirs = [mkdtempSync(join(tmpdir(), 'live-bench-a-')), mkdtempSync(join(tmpdir(), 'live-bench-b-'))];
const postgres = await startPostgres();
if ('skipped' in postgres) {
  console.error(`No PostgreSQL: ${postgres.skipped}`);
  process.exit(1);
}
const keys = { pepper: randomBytes(32), secrets: randomBytes(32) };
const servers: ServerProcess[] = [];
let db: Db | undefined;
let stopNginx = () => undefined as void;
try {
  console.log(
    `Bench: ${STREAMS} streams over ${ACCOUNTS} accounts, ${WRITES_PER_SECOND} writes/s for ${SECONDS} s`,
  );
  console.log(`Load before: ${load()}`);
  const a = await startServerProcess({ dataDir: dataDirs[0]!, keys, databaseUrl: postgres.url, workers: 1 });
  servers.push(a);
  db = await openDb({ databaseUrl: postgres.url });
  const { accountIds, userOf } = await seedAccounts(db);
  const writers = await Promise.all(accountIds.map((id) => tokenFor(db!, userOf.get(id)!)));
  const lister = writers[0]!;
  const pid = a.child.pid!;

  // The list without streams first, after a warm-up, so that neither side pays for the JIT or for the
  // write phase's aftermath (measured last, it ran behind 1,000 writes and 2,000 closing sockets).
  await listThroughput(a.api, lister, Math.min(SECONDS, 3));
  const listWithout = await listThroughput(a.api, lister, SECONDS);
  // Memory with the heap grown by the same list work, then with the streams open.
  const before = residentKb(pid);
  const delays: number[] = [];
  const streams: Opened[] = [];
  for (let i = 0; i < STREAMS; i += 1) {
    const account = accountIds[i % ACCOUNTS]!;
    streams.push(await openStream(a.api, await tokenFor(db, userOf.get(account)!), () => delays));
  }
  const after = residentKb(pid);
  const listWith = await listThroughput(a.api, lister, SECONDS);
  const failures = await writeLoad(a.api, writers, SECONDS, WRITES_PER_SECOND);
  // The last events are on their way: every stream's share of the writes (fewer when some failed).
  const expected = ((SECONDS * WRITES_PER_SECOND) / ACCOUNTS) * STREAMS;
  await arrived(delays, expected);
  console.log(
    `\n1. One process, ${STREAMS} streams, ${WRITES_PER_SECOND} writes/s over ${ACCOUNTS} accounts:`,
  );
  console.log(
    `   events received ${delays.length} of ${expected}; transaction to client p50 ${p(delays, 50)} ms, ` +
      `p95 ${p(delays, 95)} ms, p99 ${p(delays, 99)} ms; ${failures} failed writes`,
  );
  console.log(
    `   server RSS ${(before / 1024).toFixed(0)} MB before the streams, ${(after / 1024).toFixed(0)} MB with them: ` +
      `${((after - before) / STREAMS).toFixed(1)} KB per stream`,
  );
  for (const stream of streams) stream.stop();
  console.log(`\n2. Contact list (25 rows), ${LIST_CLIENTS} clients in a closed loop, ${SECONDS} s each:`);
  console.log(
    `   without streams ${listWithout.toFixed(0)}/s, with ${STREAMS} streams open ${listWith.toFixed(0)}/s ` +
      `(${(((listWith - listWithout) / listWithout) * 100).toFixed(1)}%)`,
  );

  // 3. Two machines behind nginx: clients through nginx, those that landed on B timed; writes straight to A.
  const b = await startServerProcess({ dataDir: dataDirs[1]!, keys, databaseUrl: postgres.url, workers: 1 });
  servers.push(b);
  const nginx = await startNginx([Number(new URL(a.api).port), Number(new URL(b.api).port)]);
  if ('skipped' in nginx) throw new Error(nginx.skipped);
  stopNginx = nginx.stop;
  const onB: number[] = [];
  const bAddress = `127.0.0.1:${new URL(b.api).port}`;
  const across: Opened[] = [];
  for (let i = 0; i < MACHINE_STREAMS; i += 1) {
    const account = accountIds[i % ACCOUNTS]!;
    const token = await tokenFor(db, userOf.get(account)!);
    // Which machine answers is nginx's round robin: only B's clients are timed.
    across.push(
      await openStream(`${nginx.origin}/api`, token, (upstream) => (upstream === bAddress ? onB : undefined)),
    );
  }
  const crossFailures = await writeLoad(a.api, writers, SECONDS, WRITES_PER_SECOND);
  // Which clients landed on B is nginx's choice: wait until their events stop arriving.
  await arrived(onB, Infinity);
  console.log(`\n3. Two machines behind nginx, ${MACHINE_STREAMS} streams through it, writes on A:`);
  console.log(
    `   ${onB.length} events to clients on B: p50 ${p(onB, 50)} ms, p95 ${p(onB, 95)} ms, p99 ${p(onB, 99)} ms; ` +
      `${crossFailures} failed writes`,
  );
  for (const stream of across) stream.stop();
  console.log(`\nLoad after: ${load()}`);
} finally {
  stopNginx();
  await db?.close();
  for (const server of servers) await server.crash().catch(() => undefined);
  await postgres.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
