import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db } from './db.ts';
import { preparedStatements } from './pglite-prepared.ts';
import { INT8, parseInt8, parseTimestamp, TIMESTAMP, TIMESTAMPTZ } from './types.ts';

const parsers = { [INT8]: parseInt8, [TIMESTAMP]: parseTimestamp, [TIMESTAMPTZ]: parseTimestamp };
/** What every PGlite of the server loads: pg_trgm for the search indexes (server/db/search-words.ts). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite in `dataDir`, or in memory when no directory is given; `loadDataDir` (PGlite's dumpDataDir) is
 * what a fresh data directory starts from instead of an empty cluster.
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Db> {
  // PGlite creates only the last folder of the path: a fresh DATA_DIR would stop the server.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // relaxedDurability false: a query resolves only after PGlite has written its pages to the data
  // directory, so an acknowledged write survives a kill -9 of the server process.
  return pgliteDb(
    await PGlite.create({
      dataDir,
      loadDataDir,
      relaxedDurability: false,
      parsers,
      extensions: PGLITE_EXTENSIONS,
    }),
  );
}

/** The query layer over an open PGlite. */
export function pgliteDb(pg: PGlite): Db {
  const prepared = preparedStatements(pg);
  const close = () => pg.close();
  // The locks PGlite's own query() and transaction() take: a query outside a transaction waits for one
  // in progress; inside it only the query lock is needed (PGlite has one connection, so nested
  // transactions would deadlock and the same transaction is reused).
  const inTransaction: Db = {
    kind: 'pglite',
    query: <T>(sql: string, params: unknown[] = []) => pg.runExclusive(() => prepared<T>(sql, params)),
    transaction: (fn) => fn(inTransaction),
    close,
  };
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const rows = await pg._runExclusiveTransaction(() => inTransaction.query<T>(sql, params));
      await pg.syncToFs();
      return rows;
    },
    transaction: (fn) => pg.transaction(() => fn(inTransaction)),
    close,
    // One process holds the database: PGlite's own LISTEN is the in-process bus, with NOTIFY's commit
    // semantics, and its connection cannot drop.
    listen: (channel, onMessage) => pg.listen(channel, onMessage),
  };
}
