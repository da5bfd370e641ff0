import pg from 'pg';
import type { Db } from './db.ts';
import { INT8, parseInt8, parseTimestamp, TIMESTAMP, TIMESTAMPTZ } from './types.ts';

const typeParsers: Record<number, (value: string) => unknown> = {
  [INT8]: parseInt8,
  [TIMESTAMP]: parseTimestamp,
  [TIMESTAMPTZ]: parseTimestamp,
};
const types = {
  getTypeParser: (oid: number, format?: string) =>
    typeParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text'),
};

type Client = Pick<pg.PoolClient, 'query'>;

function wrap(client: Client, transaction: Db['transaction'], close: Db['close']): Db {
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return result.rows as T[];
    },
    transaction,
    close,
  };
}

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, types, max: 10 });
  // Fail at start, not on the first request, when the database is unreachable.
  await pool.query('SELECT 1');
  const close = () => pool.end();

  const inClient = (client: pg.PoolClient): Db => wrap(client, (fn) => fn(inClient(client)), close);
  async function transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(inClient(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  return wrap(pool, transaction, close);
}
