/**
 * The one query layer of the server: PGlite (embedded default) and PostgreSQL (DATABASE_URL) behind the
 * same small interface, so modules write plain parameterised SQL once.
 * Both drivers return timestamps as ISO strings and int8 values (counts) as numbers.
 */
export interface Db {
  kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `onMessage` with each NOTIFY payload on `channel`, delivered when its transaction commits and in
   * commit order; `onLost` once if the listening connection drops (its notifications are then gone).
   * Returns the unlisten. Only on the handle openDb returns, not on a transaction's.
   */
  listen?(
    channel: string,
    onMessage: (payload: string) => void,
    onLost: () => void,
  ): Promise<() => Promise<void>>;
  /** PostgreSQL: connections of this process's pool running a query, and requests waiting for one (metrics). */
  poolStats?(): { inUse: number; waiting: number };
}

export interface DbOptions {
  /** PGlite data directory; ignored when databaseUrl is set. */
  dataDir?: string;
  /** A PostgreSQL connection string: use a real server through `pg`. */
  databaseUrl?: string;
  /** PostgreSQL: connections in this process's pool (DB_POOL_SIZE). */
  poolSize?: number;
  /** PostgreSQL: named prepared statements; off behind PgBouncer < 1.21 in transaction mode. */
  preparedStatements?: boolean;
  /** PGlite in memory (tests). */
  memory?: boolean;
  /** PGlite: a new data directory starts as this dump (dumpDataDir), e.g. a migrated template (tests). */
  loadDataDir?: Blob;
}

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl, options);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.memory ? undefined : options.dataDir, options.loadDataDir);
}
