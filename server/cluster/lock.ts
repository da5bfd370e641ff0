import type { Db } from '../db/db.ts';

/**
 * Runs `fn` in a transaction holding a PostgreSQL advisory lock named `name`: every process of every
 * machine that asks for the same name waits for the one inside, whatever connection it uses. A
 * transaction-level lock (pg_advisory_xact_lock), so it also holds behind PgBouncer in transaction mode
 * and is released by a crash. On PGlite the database lives in one process, which runs `fn` as it is
 * (holding PGlite's single connection in a transaction would stall every other request meanwhile).
 */
export function withClusterLock<T>(db: Db, name: string, fn: (db: Db) => Promise<T>): Promise<T> {
  if (db.kind === 'pglite') return fn(db);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [name]);
    return fn(tx);
  });
}
