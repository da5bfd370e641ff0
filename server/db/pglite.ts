import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './db.ts';
import { INT8, parseInt8, parseTimestamp, TIMESTAMP, TIMESTAMPTZ } from './types.ts';

type Queryable = Pick<Transaction, 'query'>;

const parsers = { [INT8]: parseInt8, [TIMESTAMP]: parseTimestamp, [TIMESTAMPTZ]: parseTimestamp };

function wrap(pg: Queryable, transaction: Db['transaction'], close: Db['close']): Db {
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pg.query<T>(sql, params);
      return result.rows;
    },
    transaction,
    close,
  };
}

/** PGlite in `dataDir`, or in memory when no directory is given. */
export async function openPglite(dataDir?: string): Promise<Db> {
  // relaxedDurability false: a query resolves only after PGlite has written its pages to the data
  // directory, so an acknowledged write survives a kill -9 of the server process.
  const pg = await PGlite.create({ dataDir, relaxedDurability: false, parsers });
  const close = () => pg.close();
  // PGlite has one connection: nested transactions would deadlock, so inside one the same tx is reused.
  const txDb = (tx: Transaction): Db => wrap(tx, (fn) => fn(txDb(tx)), close);
  return wrap(pg, (fn) => pg.transaction((tx) => fn(txDb(tx))), close);
}
