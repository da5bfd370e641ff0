import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const migrationFiles = async (dir: string): Promise<string[]> =>
  (await readdir(dir)).filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file)).sort();

/** How many migrations of this build the database has not run yet (readiness: server/ops/health.ts). */
export async function pendingMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<number> {
  const files = await migrationFiles(dir);
  const rows = await db.query<{ name: string }>(
    'SELECT name FROM schema_migrations WHERE name = ANY($1::text[])',
    [files],
  );
  return files.length - rows.length;
}

/** Runs each migrations/NNN_name.sql once, in name order, each in its own transaction. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.query(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       name text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  );
  const files = await migrationFiles(dir);
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(`${dir}${file}`, 'utf8');
    await db.transaction(async (tx) => {
      // Multi-statement files: pg's simple protocol (no parameters) and PGlite's query both accept them.
      await runScript(tx, sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

// The extended protocol refuses several statements in one query, so a script is split on the semicolons
// that end a line, except inside a $$ function body (an odd number of $$ so far).
export async function runScript(db: Db, sql: string): Promise<void> {
  const statements: string[] = [];
  let current = '';
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line)) continue;
    current += `${line}\n`;
    const inBody = (current.match(/\$\$/g)?.length ?? 0) % 2 === 1;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.trim().replace(/;$/, ''));
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  for (const statement of statements) await db.query(statement);
}
