import { createHash } from 'node:crypto';
import pg from 'pg';
import { DependencyDown } from '../observe/dependency-down.ts';
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

// Class 08 (connection exception), the server shutting down or starting (57P01-57P03), and no connection
// slot free (53300): the database cannot be had, whatever the query.
const UNREACHABLE_STATES = /^(08|57P0[123]$|53300$)/;
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** A driver error that says the database is out of reach (not that the query was wrong). */
export function unreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNREACHABLE_STATES.test(code))) return true;
  return /^(Connection terminated|timeout exceeded when trying to connect)/.test(error.message);
}

const down = (error: unknown): unknown =>
  unreachable(error) ? new DependencyDown('database', error) : error;

// How long a request waits for a connection to a database that does not answer (a dropped network).
const CONNECT_TIMEOUT_MS = 5000;

// A name per SQL text: each connection parses and plans a statement once, then binds and executes it.
// Planning cost more than running the list's queries (about 0.5 ms each for the session lookup, the page
// and the count, against 0.1-0.6 ms of execution).
const statementName = (sql: string): string =>
  `s${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;

// Every connection keeps the statements it prepared: recycling it now and then bounds that memory.
const MAX_USES_PER_CONNECTION = 50_000;

function wrap(client: Client, transaction: Db['transaction'], close: Db['close'], prepared: boolean): Db {
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const name = prepared ? statementName(sql) : undefined;
      try {
        const result = await client.query({ name, text: sql, values: params });
        return result.rows as T[];
      } catch (error) {
        throw down(error);
      }
    },
    transaction,
    close,
  };
}

/**
 * A pool of `poolSize` connections (default 10: docs/deploy.md). With `preparedStatements` false every
 * query goes unnamed, which any PgBouncer in transaction mode accepts; named statements need PgBouncer
 * 1.21+ with max_prepared_statements set.
 */
export async function openPostgres(
  connectionString: string,
  { poolSize = 10, preparedStatements = true }: { poolSize?: number; preparedStatements?: boolean } = {},
): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    types,
    max: poolSize,
    maxUses: MAX_USES_PER_CONNECTION,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection the server closes (a restart, an administrator, a dropped test database) is only
  // removed from the pool; without a listener its 'error' event would take the whole process down. The
  // next query opens a fresh connection; a query in flight still fails with its own error.
  pool.on('error', () => undefined);
  // Fail at start, not on the first request, when the database is unreachable.
  await pool.query('SELECT 1');
  const listeners = new Set<pg.Client>();
  const close = async () => {
    await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
    await pool.end();
  };

  // A connection of its own, outside the pool: LISTEN holds it for the life of the listener.
  async function listen(channel: string, onMessage: (payload: string) => void, onLost: () => void) {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    let ended = false;
    const lost = () => {
      if (ended) return;
      ended = true;
      listeners.delete(client);
      onLost();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      ended = true;
      await client.end().catch(() => undefined);
      throw down(error);
    }
    listeners.add(client);
    return async () => {
      ended = true;
      listeners.delete(client);
      await client.end().catch(() => undefined);
    };
  }

  const inClient = (client: pg.PoolClient): Db =>
    wrap(client, (fn) => fn(inClient(client)), close, preparedStatements);
  async function transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const client = await pool.connect().catch((error: unknown) => Promise.reject(down(error)));
    try {
      await client.query('BEGIN');
      const result = await fn(inClient(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw down(error);
    } finally {
      client.release();
    }
  }
  return {
    ...wrap(pool, transaction, close, preparedStatements),
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    listen,
  };
}
