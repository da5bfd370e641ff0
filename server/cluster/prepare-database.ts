import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import type { Keys } from '../keys.ts';
import { seedDemo } from '../seed/demo.ts';
import { seedMedia } from '../seed/media.ts';
import { withClusterLock } from './lock.ts';

/** The lock every schema change takes: the servers' start-up and `npm run create-admin`. */
export const MIGRATE_LOCK = 'migrate-and-seed';

/**
 * Migrations and the demo seed, under one lock for every machine on the database: machines starting
 * together wait for the first, then find the schema and the data in place (docs/deploy.md). All of it is
 * one transaction on PostgreSQL, so a machine that dies halfway leaves the database as it found it.
 */
export const prepareDatabase = (
  db: Db,
  config: Config,
  keys: Keys,
): Promise<{ seeded: boolean; demoImages: string[] }> =>
  withClusterLock(db, MIGRATE_LOCK, async (tx) => {
    await migrate(tx);
    // Demo users have a published password: only the embedded default or SEED_DEMO=1 gets them.
    const seeded = config.seedDemo && (await seedDemo(tx, keys));
    return { seeded, demoImages: seeded ? await seedMedia(tx, config) : [] };
  });
