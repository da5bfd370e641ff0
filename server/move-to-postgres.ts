import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig, type Config } from './config.ts';
import { connectProblem } from './db/connect-problem.ts';
import { openDb } from './db/db.ts';
import { moveToPostgres, MoveRefused, type TableCount } from './db/move-to-postgres.ts';
import { KEY_FILES, keysDir } from './keys.ts';

// DATABASE_URL=postgres://... npm run db:move-to-postgres: the embedded database of DATA_DIR into an empty
// PostgreSQL (docs/deploy.md, from one machine to many).
function refuse(problem: string): never {
  console.error(`Not moved: ${problem}`);
  process.exit(1);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return refuse((error as Error).message);
  }
})();
if (!config.databaseUrl) {
  refuse('set DATABASE_URL: DATABASE_URL=postgres://user:password@host/database npm run db:move-to-postgres');
}
const pgliteDir = resolve(config.dataDir, 'pglite');
if (!existsSync(join(pgliteDir, 'PG_VERSION'))) {
  refuse(`no embedded database in ${pgliteDir}: set DATA_DIR to the folder the console ran with`);
}
// PGlite serves one process and keeps this file while open (a second opener would corrupt the pages).
if (existsSync(join(pgliteDir, 'postmaster.pid'))) {
  refuse(
    `the embedded database in ${pgliteDir} is open (postmaster.pid): stop the console first; if none runs, ` +
      'it was killed: start it once and stop it with Ctrl-C, so that it closes the database cleanly',
  );
}

const target = await openDb({ databaseUrl: config.databaseUrl }).catch((error: unknown) =>
  refuse(connectProblem(error, config.databaseUrl!) ?? `DATABASE_URL: ${(error as Error).message}`),
);
// Opened last: an early exit above leaves its postmaster.pid behind otherwise.
const source = await openDb({ dataDir: pgliteDir });
try {
  report(await moveToPostgres(source, target), config);
} catch (error) {
  if (!(error instanceof MoveRefused)) throw error;
  console.error(`Not moved: ${error.message}`);
  process.exitCode = 1;
} finally {
  await Promise.all([source.close(), target.close()]);
}

function report(counts: TableCount[], { dataDir, storage }: Config): void {
  const width = Math.max(...counts.map((count) => count.table.length));
  console.log(`Rows of each table, embedded -> PostgreSQL:`);
  for (const { table, source: from, target: to } of counts) {
    console.log(`  ${table.padEnd(width)}  ${String(from).padStart(8)}  ${String(to).padStart(8)}`);
  }
  const differ = counts.filter((count) => count.source !== count.target);
  if (differ.length > 0) {
    console.error(
      `Row counts differ in ${differ.map((count) => count.table).join(', ')}: do not use the copy`,
    );
    process.exitCode = 1;
    return;
  }
  const rows = counts.reduce((sum, count) => sum + count.target, 0);
  console.log(`Moved ${rows} rows in ${counts.length} tables, and every sequence; the counts agree.`);
  console.log('Before starting the PostgreSQL machines (docs/deploy.md):');
  // The keys never go into the database; the files' contents are secrets, so the file is named, not shown.
  for (const [name, file] of Object.entries(KEY_FILES)) {
    console.log(
      process.env[name]
        ? `  ${name}: give every machine the value this console had (it came from the environment).`
        : `  ${name}: give every machine the contents of ${resolve(keysDir(config), file)}, e.g. ${name}="$(cat ${resolve(keysDir(config), file)})" from your secret store.`,
    );
  }
  console.log('  Without the same two keys no password signs in and no stored secret decrypts.');
  console.log(
    storage
      ? `  Media: they stay in ${storage.url.split('?')[0]}; give every machine the same STORAGE_URL.`
      : `  Media: they stay in ${resolve(dataDir, 'media')}. One machine keeps them with this DATA_DIR; for ` +
          'several, copy them into a bucket with STORAGE_URL=... npm run media:migrate and give every machine that STORAGE_URL.',
  );
}
