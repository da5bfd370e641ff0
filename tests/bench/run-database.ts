import { randomBytes } from 'node:crypto';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import type { Keys } from '../../server/keys.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../../server/seed/demo.ts';
import { listQueries, measureCeiling } from './ceiling.ts';
import { formatLoad, runLoad, type LoadOptions, type LoadResult } from './load.ts';
import type { ScenarioResult, SeedLine } from './report.ts';
import {
  checkContactList,
  checkList,
  contactListRequest,
  contactSearchRequest,
  CONTACT_SEARCHES,
  listRequest,
  login,
  loginRequest,
} from './scenarios.ts';
import { seedContacts, type ContactSeed } from './seed-contacts.ts';
import { seedConnections, type SeedResult } from './seed-connections.ts';
import { treeCpuMs } from './process-cpu.ts';
import { startServerProcess } from './server-process.ts';
import { writeScenarios } from './write-scenarios.ts';

export const ROWS = 100_000;
export const LIST_CLIENTS = 8;
// More clients than cores x pool, to find what several server processes can do at all.
const WIDE_CLIENTS = 32;

// Bounded so the whole bench finishes in a few minutes: the time cap wins when a database is slow.
const LIST: LoadOptions = { requests: 20_000, concurrency: LIST_CLIENTS, maxSeconds: 10 };
const WIDE: LoadOptions = { requests: 30_000, concurrency: WIDE_CLIENTS, maxSeconds: 10 };
const CEILING: LoadOptions = { requests: 50_000, concurrency: LIST_CLIENTS, maxSeconds: 5 };
const LOGIN: LoadOptions = { requests: 400, concurrency: 4, maxSeconds: 10 };
const WRITE: LoadOptions = { requests: 5_000, concurrency: 4, maxSeconds: 10 };
const LIST_WARM_UP: LoadOptions = { requests: 500, concurrency: LIST_CLIENTS, maxSeconds: 10 };
const CEILING_WARM_UP: LoadOptions = { requests: 500, concurrency: LIST_CLIENTS, maxSeconds: 10 };
const LOGIN_WARM_UP: LoadOptions = { requests: 8, concurrency: 4, maxSeconds: 10 };

const DEMO_EMAILS = DEMO_ACCOUNTS[0].users.map((user) => user.email);

export interface DatabaseTarget {
  database: string;
  open: () => Promise<Db>;
  /** What the server process gets as DATA_DIR (PGlite's home) and DATABASE_URL. */
  dataDir: string;
  databaseUrl?: string;
  /** The PostgreSQL postmaster, when its backends' CPU time can be read. */
  databasePid?: number;
  /** One end-to-end run per entry: the number of server processes. */
  workers: number[];
}

export interface DatabaseRun {
  seed: SeedLine;
  ceiling: LoadResult;
  results: ScenarioResult[];
}

async function warmUp(label: string, send: () => Promise<boolean>, options: LoadOptions): Promise<void> {
  const result = await runLoad(send, options);
  if (result.failures > 0) throw new Error(`${label} warm-up: ${result.failures} requests failed`);
}

/** Seeds the rows, then times the list's own queries in-process on the database reopened, as a server sees it. */
async function seedAndCeiling(target: DatabaseTarget, keys: Keys) {
  const seeding = await target.open();
  let seed: SeedResult;
  let contacts: ContactSeed;
  try {
    await migrate(seeding);
    await seedDemo(seeding, keys);
    seed = await seedConnections(seeding, keys, ROWS);
    contacts = await seedContacts(seeding, ROWS);
  } finally {
    await seeding.close();
  }
  const db = await target.open();
  try {
    const queries = await listQueries(db, keys);
    await measureCeiling(db, queries, CEILING_WARM_UP);
    const ceiling = await measureCeiling(db, queries, CEILING);
    console.log(formatLoad(`${target.database} ceiling: page + count x${LIST_CLIENTS}`, ceiling));
    return { seed, contacts, ceiling };
  } finally {
    await db.close();
  }
}

/** One server (of `workers` processes) over the seeded database: list and login over loopback HTTP. */
async function endToEnd(target: DatabaseTarget, keys: Keys, workers: number, contactsInState: number) {
  const database = `${target.database}, ${workers} process${workers === 1 ? '' : 'es'}`;
  const server = await startServerProcess({
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
    keys,
    workers,
  });
  try {
    const token = await login(server.api, 'demo-site', DEMO_EMAILS[0]!);
    const { count } = await checkList(server.api, token);
    await checkContactList(server.api, token, contactsInState);
    const list = listRequest(server.api, token);
    const contacts = contactListRequest(server.api, token);
    const logins = loginRequest(server.api, 'demo-site', DEMO_EMAILS);
    const writes = writeScenarios(server.api, token, `${workers}`);
    // JIT, the pool's connections and the database's caches settle before anything is timed.
    await warmUp('list', list, LIST_WARM_UP);
    await warmUp('contacts', contacts, LIST_WARM_UP);
    await warmUp('login', logins, LOGIN_WARM_UP);
    const scenarios: [string, () => Promise<boolean>, LoadOptions][] = [
      [`list x${LIST_CLIENTS}`, list, LIST],
      ...(workers > 1
        ? [[`list x${WIDE_CLIENTS}`, list, WIDE] as [string, () => Promise<boolean>, LoadOptions]]
        : []),
      [`contacts x${LIST_CLIENTS}`, contacts, LIST],
      ...Object.entries(CONTACT_SEARCHES).map(
        ([what, search]) =>
          [
            `contact search ${what} x${LIST_CLIENTS}`,
            contactSearchRequest(server.api, token, search),
            LIST,
          ] as [string, () => Promise<boolean>, LoadOptions],
      ),
      ['login x4', logins, LOGIN],
      ['contact create x4', writes.create, WRITE],
      ['contact update x4', writes.update, WRITE],
    ];
    const results: ScenarioResult[] = [];
    for (const [scenario, send, options] of scenarios) {
      const serverBefore = treeCpuMs(server.child.pid!);
      const databaseBefore = target.databasePid ? treeCpuMs(target.databasePid) : 0;
      const clientBefore = process.cpuUsage();
      const result = await runLoad(send, options);
      const client = process.cpuUsage(clientBefore);
      const cpu = {
        server: (treeCpuMs(server.child.pid!) - serverBefore) / result.requests,
        client: (client.user + client.system) / 1000 / result.requests,
        database: target.databasePid
          ? (treeCpuMs(target.databasePid) - databaseBefore) / result.requests
          : undefined,
      };
      console.log(
        `${formatLoad(`${database} ${scenario}`, result)}  CPU per request: server ${cpu.server.toFixed(2)} ms, ` +
          `load generator ${cpu.client.toFixed(2)} ms` +
          (cpu.database === undefined ? '' : `, PostgreSQL ${cpu.database.toFixed(2)} ms`),
      );
      results.push({ database, scenario, result, cpu });
    }
    return { results, count };
  } finally {
    await server.stop();
  }
}

/** Seeds, measures the ceiling in-process, then the real server over HTTP for each process count. */
export async function benchDatabase(target: DatabaseTarget): Promise<DatabaseRun> {
  // Fresh keys, handed to the server processes: the bench database is thrown away afterwards.
  const keys: Keys = { pepper: randomBytes(32), secrets: randomBytes(32) };
  const { seed, contacts, ceiling } = await seedAndCeiling(target, keys);
  const results: ScenarioResult[] = [];
  let count = 0;
  for (const workers of target.workers) {
    const run = await endToEnd(target, keys, workers, contacts.inState);
    results.push(...run.results);
    count = run.count;
  }
  return { seed: { database: target.database, seed, count, contacts }, ceiling, results };
}
