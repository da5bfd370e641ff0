// `npm run build` (build:dist): the server as plain JavaScript in dist/server, which `npm run serve` runs
// where only the production dependencies are installed: no tsx, vite or TypeScript (docs/deploy.md).
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The commands an operator runs in production: the server, the first admin, the moves to PostgreSQL and S3. */
export const SERVER_ENTRIES = [
  'server/main.ts',
  'server/create-admin.ts',
  'server/move-to-postgres.ts',
  'server/media/migrate-media.ts',
];

export async function buildServer(root: string, outdir: string): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: SERVER_ENTRIES.map((entry) => resolve(root, entry)),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Dependencies stay imports, resolved from node_modules as `npm ci --omit=dev` installs them.
    packages: 'external',
    splitting: true,
    entryNames: '[name]',
    outdir,
    logLevel: 'warning',
  });
  // Read at run time beside the code that applies them (server/db/migrate.ts), which lands in outdir.
  cpSync(resolve(root, 'server/db/migrations'), join(outdir, 'migrations'), { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(import.meta.dirname, '../..');
  await buildServer(root, resolve(root, 'dist/server'));
}
