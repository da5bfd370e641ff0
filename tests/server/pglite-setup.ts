import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../server/db/migrate.ts';
import { PGLITE_EXTENSIONS, pgliteDb } from '../../server/db/pglite.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory (dumpDataDir), which test databases start from. */
    pgliteTemplate: string;
  }
}

/**
 * vitest globalSetup: migrates one PGlite once and dumps it, so that each suite's PGlite loads the dump
 * instead of running initdb and a hundred migrations again; the suites that test migrating open an empty one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'pglite-template-'));
  const pg = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(pgliteDb(pg));
    // Uncompressed: loading it is a second faster than the gzipped dump, and it lives only for this run.
    const file = join(dir, 'migrated.tar');
    await writeFile(file, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await pg.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}
