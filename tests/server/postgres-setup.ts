import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { startCluster } from '../postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An admin connection string to a PostgreSQL server, or null when those tests are skipped. */
    postgresUrl: string | null;
    /** A database on that server with every migration run, which test databases are copied from. */
    postgresTemplate: string | null;
  }
}

const adminQuery = async (adminUrl: string, sql: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};

/**
 * Migrates one database once, so that each suite's database is a copy of it (CREATE DATABASE ... TEMPLATE)
 * rather than a hundred migrations again; the suites that test migrating open an empty one.
 */
async function migratedTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `migrated_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.href });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  return { name, drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** vitest globalSetup: a throwaway PostgreSQL 15 cluster unless TEST_DATABASE_URL names one. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const provide = async (url: string, stop: () => void | Promise<void>) => {
    const template = await migratedTemplate(url);
    project.provide('postgresUrl', url);
    project.provide('postgresTemplate', template.name);
    return async () => {
      await template.drop();
      await stop();
    };
  };
  if (process.env.TEST_DATABASE_URL) return provide(process.env.TEST_DATABASE_URL, () => undefined);
  const skip = (reason: string): undefined => {
    // In CI a missing PostgreSQL is a broken machine, not a reason to test half of the server.
    if (process.env.CI) throw new Error(`PostgreSQL is required when CI is set: ${reason}`);
    console.warn(`PostgreSQL tests skipped: ${reason}`);
    project.provide('postgresUrl', null);
    project.provide('postgresTemplate', null);
    return undefined;
  };
  // fsync off: a test cluster trades durability for speed; the server's own durability test uses PGlite.
  const cluster = await startCluster('pg', ['fsync=off', 'max_connections=200']);
  if ('skipped' in cluster) return skip(cluster.skipped);
  return provide(cluster.url, cluster.stop);
}
