// The source files of one tree of the repository, by path from its root, for the tests of how the code
// is laid out (docs/architecture.md#the-resource-panels-files).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../..');

/** Files under `dir` (`elements`, `lib`) whose names end in one of `endings`, as `dir/...` paths. */
export const sourceFiles = (dir: string, endings: readonly string[]): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((entry) => endings.some((ending) => entry.endsWith(ending)))
    .map((entry) => `${dir}/${entry}`)
    .sort();

export const readSource = (path: string): string => readFileSync(join(root, path), 'utf8');
