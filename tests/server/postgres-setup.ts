import type { TestProject } from 'vitest/node';
import { startCluster } from '../postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An admin connection string to a PostgreSQL server, or null when those tests are skipped. */
    postgresUrl: string | null;
  }
}

/** vitest globalSetup: a throwaway PostgreSQL 15 cluster unless TEST_DATABASE_URL names one. */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return undefined;
  }
  const skip = (reason: string): undefined => {
    // In CI a missing PostgreSQL is a broken machine, not a reason to test half of the server.
    if (process.env.CI) throw new Error(`PostgreSQL is required when CI is set: ${reason}`);
    console.warn(`PostgreSQL tests skipped: ${reason}`);
    project.provide('postgresUrl', null);
    return undefined;
  };
  // fsync off: a test cluster trades durability for speed; the server's own durability test uses PGlite.
  const cluster = await startCluster('pg', ['fsync=off', 'max_connections=200']);
  if ('skipped' in cluster) return skip(cluster.skipped);
  project.provide('postgresUrl', cluster.url);
  return cluster.stop;
}
