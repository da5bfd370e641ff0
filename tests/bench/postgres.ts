import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startCluster } from '../postgres-cluster.ts';

export type BenchPostgres =
  { url: string; where: string; stop: () => Promise<void>; pid?: number } | { skipped: string };

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// 100k bench rows must never land in someone's real database: the bench gets a database of its own.
async function throwawayDatabase(adminUrl: string, where: string): Promise<BenchPostgres> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    where,
    stop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** DATABASE_URL's server if set, else a throwaway PostgreSQL 15 cluster, else the reason for skipping. */
export async function startPostgres(): Promise<BenchPostgres> {
  if (process.env.DATABASE_URL) return throwawayDatabase(process.env.DATABASE_URL, 'DATABASE_URL');
  // Default durability (fsync on), unlike the test cluster: the figures should be those of a real server.
  const cluster = await startCluster('bench-pg');
  if ('skipped' in cluster) return cluster;
  // A crash or Ctrl-C must not leave a postmaster running in the background.
  process.once('exit', cluster.stop);
  return {
    url: cluster.url,
    pid: cluster.pid,
    where: `throwaway PostgreSQL 15 cluster on port ${cluster.port}`,
    stop: async () => cluster.stop(),
  };
}
