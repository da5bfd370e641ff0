import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/server.md, Environment: the table names every variable the server reads, and nothing else, so the
// two cannot drift apart.

const root = resolve(import.meta.dirname, '../..');

/** Upper-case names in quotes that are not variables an operator sets. */
const NOT_SETTINGS = new Set([
  'WHEN_REQUIRED', // an AWS SDK checksum option (server/media/s3-storage.ts)
  'EAI_AGAIN', // a DNS error code (server/db/connect-problem.ts)
  'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', // set by the server for the SDK, not by an operator
  'PG_VERSION', // the file that marks a PostgreSQL data folder (server/move-to-postgres.ts)
]);

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [readFileSync(join(dir, entry.name), 'utf8')]
        : [],
  );

/** `env.NAME`, `env['NAME']`, and names in quotes like 'DATA_DIR' (read through a helper, `(env, 'DATA_DIR')`). */
function variablesInCode(): Set<string> {
  const names = new Set<string>();
  for (const source of sources(join(root, 'server'))) {
    for (const match of source.matchAll(/\benv(?:\.|\[['"]|, ['"])([A-Z][A-Z0-9_]*)\b/g))
      names.add(match[1]!);
    for (const match of source.matchAll(/['"`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"`]/g)) names.add(match[1]!);
  }
  return new Set([...names].filter((name) => !NOT_SETTINGS.has(name)));
}

function variablesInTable(): Set<string> {
  const doc = readFileSync(join(root, 'docs/server.md'), 'utf8');
  const table = doc.slice(doc.indexOf('| Variable'), doc.indexOf('\n\n', doc.indexOf('| Variable')));
  return new Set([...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((match) => match[1]!));
}

describe('the environment table of docs/server.md', () => {
  it('lists every variable the server reads, and none it does not', () => {
    const code = variablesInCode();
    const table = variablesInTable();
    expect(
      [...code].filter((name) => !table.has(name)).sort(),
      'read by the code, missing in the table',
    ).toEqual([]);
    expect([...table].filter((name) => !code.has(name)).sort(), 'in the table, read by no code').toEqual([]);
    // The scan itself works: a few the code is known to read.
    for (const name of ['HOST', 'NODE_ENV', 'PASSWORD_PEPPER', 'TRUSTED_PROXIES', 'JOBS_POLL_MS'])
      expect(code).toContain(name);
  });
});
