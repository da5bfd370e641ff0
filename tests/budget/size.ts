// The size budget of the kit (issue 2): run after `vite build` (`npm run size` does both). Each entry is
// measured with every chunk it imports statically, transitively, as a browser loads it: each file
// gzipped on its own at level 9, which is how they travel.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

const KB = 1000;
const ELEMENT_BUDGET = 88 * KB;
const ALL_ELEMENTS_BUDGET = 95 * KB;
const ELEMENT_ENTRY = /^elements\/[^/]+\/define\.ts$/;

const kit = resolve(import.meta.dirname, '../../dist/kit');
const manifest = JSON.parse(readFileSync(resolve(kit, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const gzipSize = (file: string): number => gzipSync(readFileSync(resolve(kit, file)), { level: 9 }).length;

/** The output files an entry loads before it runs: itself and its static imports, transitively. */
function closure(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const total = (files: Iterable<string>): number => [...files].reduce((sum, file) => sum + gzipSize(file), 0);
const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
const elementKeys = entries.map(([key]) => key).filter((key) => ELEMENT_ENTRY.test(key));
const rows = entries.map(([key, chunk]) => {
  const files = closure(key);
  const isElement = ELEMENT_ENTRY.test(key);
  const size = total(files);
  return { entry: chunk.file, own: gzipSize(chunk.file), size, files: files.size, isElement };
});
const allElements = total(new Set(elementKeys.flatMap((key) => [...closure(key)])));

const failures = [
  ...rows
    .filter((row) => row.isElement && row.size > ELEMENT_BUDGET)
    .map((row) => `${row.entry}: ${kb(row.size)} > ${kb(ELEMENT_BUDGET)}`),
  ...(allElements > ALL_ELEMENTS_BUDGET
    ? [`all elements: ${kb(allElements)} > ${kb(ALL_ELEMENTS_BUDGET)}`]
    : []),
];

const table: string[][] = [
  ['entry', 'entry gzip', 'with imports', 'files', 'budget'],
  ...rows.map((row) => [
    row.entry,
    kb(row.own),
    kb(row.size),
    String(row.files),
    row.isElement ? kb(ELEMENT_BUDGET) : '-',
  ]),
  [`all ${elementKeys.length} element(s)`, '-', kb(allElements), '-', kb(ALL_ELEMENTS_BUDGET)],
];
const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
for (const row of table) {
  console.log(
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  '),
  );
}

if (elementKeys.length === 0) failures.push('no element entries found in dist/kit/.vite/manifest.json');
if (failures.length > 0) {
  console.error(`Over budget (gzip -9, 1 KB = ${KB} bytes):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`Within budget (gzip -9, 1 KB = ${KB} bytes).`);
