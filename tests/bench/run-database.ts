import type { Db } from '../../server/db/db.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/demo.ts';
import { startServer } from './app-server.ts';
import { formatLoad, runLoad, type LoadOptions } from './load.ts';
import type { ScenarioResult, SeedLine } from './report.ts';
import { checkList, listRequest, login, loginRequest } from './scenarios.ts';
import { seedConnections } from './seed-connections.ts';

export const ROWS = 100_000;

// Bounded so both databases finish in about two minutes: the time cap wins when a database is slow.
const LIST: LoadOptions = { requests: 5000, concurrency: 8, maxSeconds: 20 };
const LOGIN: LoadOptions = { requests: 400, concurrency: 4, maxSeconds: 15 };
const LIST_WARM_UP: LoadOptions = { requests: 200, concurrency: 8, maxSeconds: 10 };
const LOGIN_WARM_UP: LoadOptions = { requests: 8, concurrency: 4, maxSeconds: 10 };

const DEMO_EMAILS = DEMO_ACCOUNTS[0].users.map((user) => user.email);

export interface DatabaseRun {
  seed: SeedLine;
  results: ScenarioResult[];
}

async function warmUp(label: string, send: () => Promise<boolean>, options: LoadOptions): Promise<void> {
  const result = await runLoad(send, options);
  if (result.failures > 0) throw new Error(`${label} warm-up: ${result.failures} requests failed`);
}

/** Serves the app on `db`, seeds the rows, checks one list reply, then times list and login over HTTP. */
export async function benchDatabase(database: string, db: Db): Promise<DatabaseRun> {
  const server = await startServer(db);
  try {
    const seed = await seedConnections(db, server.keys, ROWS);
    const token = await login(server.api, server.siteToken, DEMO_EMAILS[0]!);
    const { count } = await checkList(server.api, token);
    const list = listRequest(server.api, token);
    const logins = loginRequest(server.api, server.siteToken, DEMO_EMAILS);
    // JIT, the pool's connections and the database's caches settle before anything is timed.
    await warmUp('list', list, LIST_WARM_UP);
    await warmUp('login', logins, LOGIN_WARM_UP);

    const results: ScenarioResult[] = [];
    for (const [scenario, send, options] of [
      [`druidia list 25 of ${ROWS / 1000}k`, list, LIST],
      ['user token (login)', logins, LOGIN],
    ] as const) {
      const result = await runLoad(send, options);
      console.log(formatLoad(`${database} ${scenario} x${options.concurrency}`, result));
      results.push({ database, scenario, result });
    }
    return { seed: { database, seed, count }, results };
  } finally {
    await server.close();
  }
}
