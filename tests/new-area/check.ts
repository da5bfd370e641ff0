// `npm run test:new-area`: the promise of docs/architecture.md ("Adding an area") kept by a run, not by
// the doc. In a copy of the working tree, a plain "venue" area is added as its two files plus
// `npm run migration:new venue`; the tests that cover every area generically run unedited; then the area
// is removed again and the manifest step must leave every file as it was.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

// The tests that read every area from the registry: tables, demo rows, tenancy, levels, bad input, the
// menu and routes, and the generated docs.
const GENERIC_TESTS = [
  'tests/server/definition-drift.test.ts',
  'tests/server/resources.test.ts',
  'tests/server/resource-isolation.test.ts',
  'tests/server/resource-bad-input.test.ts',
  'tests/server/coverage.test.ts',
  'tests/server/bad-input.test.ts',
  'tests/unit/routing',
  'tests/unit/docs',
  'tests/unit/elements-manifest.test.ts',
];

const META = `import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta } from './area.ts';

export const venueArea = {
  name: 'venue',
  access: ACCESS.user,
  group: 'Event Management',
  screens: {
    list: ['/venue/list', 'Venues', 'Building2'],
    create: ['/venue/create', 'Create Venue'],
    edit: ['/venue/edit/:venue_id', 'Edit Venue'],
    trash: ['/venue/trash', 'Deleted Venues'],
  },
} as const satisfies AreaMeta;
`;

const DEFINITION = `import { DESCRIPTION_MAX, NAME_MAX } from '../protocol/fields.ts';
import { venueArea } from './venue.area.ts';
import { defineResource } from './define.ts';
import { int, text, textarea } from './field.ts';

export const venue = defineResource(venueArea, {
  label: 'Venue',
  plural: 'Venues',
  fields: {
    name: text('Name', NAME_MAX, { required: true }),
    address: text('Address', NAME_MAX),
    city: text('City', NAME_MAX, { required: true }),
    capacity: int('Capacity'),
    notes: textarea('Notes', DESCRIPTION_MAX),
  },
  list: { columns: ['name', 'city', 'capacity'], search: ['name', 'city'], defaultSort: 'name' },
  form: { sections: [{ title: 'Venue', fields: ['name', 'address', 'city', 'capacity', 'notes'] }] },
  server: { unique: 'name' },
});
`;

const run = (cwd: string, command: string, args: string[]): void => {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
};

/** The working tree's files as git sees them (tracked and new, not ignored), copied; node_modules linked. */
function copyOfTree(): string {
  const copy = mkdtempSync(join(tmpdir(), 'console-new-area-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file), { dereference: false });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}

const migrationsOf = (tree: string): string[] => readdirSync(join(tree, 'server/db/migrations')).sort();

function main(): void {
  const copy = copyOfTree();
  try {
    const before = migrationsOf(copy);
    writeFileSync(join(copy, 'lib/resources/venue.area.ts'), META);
    writeFileSync(join(copy, 'lib/resources/venue.ts'), DEFINITION);
    run(copy, 'npm', ['run', '--silent', 'migration:new', 'venue']);
    const written = migrationsOf(copy).filter((file) => !before.includes(file));
    if (written.length !== 1 || !written[0]!.endsWith('_venues.sql')) {
      throw new Error(`migration:new wrote ${written.join(', ') || 'nothing'}, not one venues migration`);
    }
    run(copy, 'npx', ['vitest', 'run', ...GENERIC_TESTS]);

    rmSync(join(copy, 'lib/resources/venue.area.ts'));
    rmSync(join(copy, 'lib/resources/venue.ts'));
    rmSync(join(copy, 'server/db/migrations', written[0]!));
    run(copy, 'npm', ['run', '--silent', 'manifest']);
    const changed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && existsSync(join(root, file)))
      .filter((file) => readFileSync(join(root, file), 'utf8') !== readFileSync(join(copy, file), 'utf8'));
    if (changed.length) throw new Error(`Removing the area left these files changed: ${changed.join(', ')}`);
    console.log(
      '\nA plain area took two files and migration:new, passed the generic tests, and left nothing behind.',
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

main();
