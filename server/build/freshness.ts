// Whether dist/ was built from the sources as they are now, so that `npm start` rebuilds only when
// something changed. A hash of the contents, not modification times: switching branches and back, or a
// fresh clone, leaves mtimes that say nothing about what the build holds.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** What `npm run build` reads, relative to the repository root: folders whole, and single files. */
export const BUILD_INPUTS = [
  'elements',
  'lib',
  'host-app',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
/**
 * The script `npm start` runs when dist/ is stale: the bundles only. `npm run build` also regenerates the
 * committed manifest and docs/protocol.md, which `npm start` must never rewrite in a working copy.
 */
export const START_BUILD_SCRIPT = 'build:dist';
/** Written by `npm run build` once both builds are done: the hash of the inputs they were built from. */
export const STAMP_FILE = 'dist/build-stamp.txt';

function filesUnder(root: string, path: string): string[] {
  const full = resolve(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .flatMap((entry) => filesUnder(root, relative(root, join(full, entry.name))));
}

/** One hash over every input file's path and contents, in a fixed order. */
export function inputHash(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(root, input)).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(resolve(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Why dist/ needs a build, or undefined when it holds what the sources make. */
export function staleReason(root: string, inputs: readonly string[] = BUILD_INPUTS): string | undefined {
  const stamp = resolve(root, STAMP_FILE);
  if (!existsSync(stamp)) return 'no build yet';
  for (const dir of ['dist/host/index.html', 'dist/kit/.vite/manifest.json'])
    if (!existsSync(resolve(root, dir))) return `${dir} is missing`;
  if (readFileSync(stamp, 'utf8').trim() !== inputHash(root, inputs)) return 'the sources changed';
  return undefined;
}

export function writeStamp(root: string, inputs: readonly string[] = BUILD_INPUTS): void {
  writeFileSync(resolve(root, STAMP_FILE), `${inputHash(root, inputs)}\n`);
}
