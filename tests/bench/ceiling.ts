import { createSession } from '../../server/auth/sessions.ts';
import { loadConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/db.ts';
import { createApp } from '../../server/http/app.ts';
import type { Keys } from '../../server/keys.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/demo.ts';
import { runLoad, type LoadOptions, type LoadResult } from './load.ts';
import { LIST_BODY } from './scenarios.ts';

interface Recorded {
  sql: string;
  params: unknown[];
}

/** A Db that notes every query it passes on. */
function recording(db: Db, log: Recorded[]): Db {
  return {
    ...db,
    query: (sql, params = []) => {
      log.push({ sql, params });
      return db.query(sql, params);
    },
    transaction: (fn) => db.transaction((tx) => fn(recording(tx, log))),
  };
}

/**
 * The list's own queries (its page and its count, which may be one statement), as the real handler issues
 * them for one bench list request; the session lookup before them is left out.
 */
export async function listQueries(db: Db, keys: Keys): Promise<Recorded[]> {
  const [user] = await db.query<{ user_id: number }>('SELECT user_id FROM users WHERE email = $1', [
    DEMO_ACCOUNTS[0].users[0].email,
  ]);
  // A session made directly: this measures the list, and argon2 would only slow the setup.
  const token = await createSession(db, user!.user_id, { ip: '127.0.0.1' });
  const log: Recorded[] = [];
  const app = createApp({ db: recording(db, log), config: loadConfig({}), keys });
  const response = await app.request('/api?module=druidia&command=list', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: LIST_BODY,
  });
  if (response.status !== 200) throw new Error(`ceiling: the list answered ${response.status}`);
  const queries = log.filter(({ sql }) => /druidia_connections|list_counts/.test(sql));
  if (queries.length === 0) throw new Error('ceiling: the list ran no query of its own');
  return queries;
}

/**
 * The database's ceiling for this list: its page and count queries run in-process, back to back, by as
 * many callers as the HTTP run has clients. Nothing of HTTP, JSON, validation or decryption is in it.
 */
export async function measureCeiling(db: Db, queries: Recorded[], options: LoadOptions): Promise<LoadResult> {
  return runLoad(async () => {
    for (const { sql, params } of queries) await db.query(sql, params);
    return true;
  }, options);
}
