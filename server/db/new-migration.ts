// `npm run migration:new <area>`: the migration an area's definition asks for (docs/architecture.md,
// adding an area). A new area gets its CREATE TABLE, an area with new fields their ALTER TABLE; the file is
// written for review and committed like any other migration.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { definitionFile } from '../../lib/resources/definition-file.ts';
import { openDb } from './db.ts';
import { migrate } from './migrate.ts';
import { addColumnsSql, createTableSql } from './table-sql.ts';

const MIGRATIONS = fileURLToPath(new URL('./migrations/', import.meta.url));
const AREAS = fileURLToPath(new URL('../../lib/resources/areas.ts', import.meta.url));

/** The next free number after the highest migration's, three digits as migrate.ts reads them. */
export const nextNumber = (files: readonly string[]): string =>
  String(Math.max(0, ...files.map((file) => Number(file.slice(0, 3)) || 0)) + 1).padStart(3, '0');

async function main(name: string | undefined): Promise<void> {
  if (!name)
    throw new Error('Usage: npm run migration:new <area>, the area name of lib/resources/<area>.area.ts');
  // A new area is not in lib/resources/areas.ts, which the registry reads, until the manifest step lists it.
  // Read as text: importing it here would keep the old list for the registry's import below.
  const listed = readFileSync(AREAS, 'utf8').includes(`'./${definitionFile(name)}.area.ts'`);
  if (!listed) {
    execFileSync('npm', ['run', '--silent', 'manifest'], { stdio: 'inherit' });
  }
  const { DEFINITIONS } = await import('../../lib/resources/registry.ts');
  const resource = DEFINITIONS.find((candidate) => candidate.name === name);
  if (!resource) throw new Error(`No area named "${name}": lib/resources/ has no meta with that name`);
  if (resource.ownModule) throw new Error(`${name} is served by a module of its own, which writes its table`);

  const db = await openDb({ memory: true });
  try {
    await migrate(db);
    const columns = await db.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`,
      [resource.table],
    );
    const sql =
      columns.length === 0
        ? createTableSql(resource)
        : addColumnsSql(resource, new Set(columns.map((column) => column.name)));
    if (!sql) {
      console.log(`${resource.table} already has a column for every field: no migration needed.`);
      return;
    }
    const files = readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql'));
    const file = `${nextNumber(files)}_${resource.table}${columns.length ? '_fields' : ''}.sql`;
    writeFileSync(`${MIGRATIONS}${file}`, `${sql}\n`);
    console.log(`Wrote server/db/migrations/${file}: review it, then commit it with the area.`);
  } finally {
    await db.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv[2]).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
