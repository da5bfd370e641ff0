// `npm run manifest`: custom-elements.json from the elements' JSDoc, and from it the React and Vue
// typings and docs/elements.md; the list of areas from lib/resources/*.area.ts (areas-file.ts). `--check`
// writes nothing and fails when a committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { ts } from '@custom-elements-manifest/analyzer/index.js';
import { format, resolveConfig } from 'prettier';
import { readTheme } from './console-element-plugin.ts';
import { elementsDoc } from './elements-doc.ts';
import { AREAS_FILE, areaNames, areasFile } from './areas-file.ts';
import { buildManifest, elementsOf, MANIFEST_FILE, THEME_FILE } from './build-manifest.ts';
import { elementTypes, reactTypings, vueTypings } from './typings.ts';

const TEMPLATE = 'elements/manifest/elements.template.md';

/** Every generated file and its content, formatted as the repository's prettier config wants it. */
export async function generatedFiles(): Promise<Map<string, string>> {
  const manifest = buildManifest(await areaNames());
  const elements = elementsOf(manifest).sort((a, b) => a.tagName!.localeCompare(b.tagName!));
  const raw = new Map([
    [MANIFEST_FILE, JSON.stringify(manifest, null, 2)],
    ['elements/types/elements.d.ts', elementTypes(elements)],
    ['elements/types/react-jsx.d.ts', reactTypings(elements)],
    ['elements/types/vue-components.d.ts', vueTypings(elements)],
    ['docs/elements.md', elementsDoc(readFileSync(TEMPLATE, 'utf8'), readTheme(ts, THEME_FILE), elements)],
    [AREAS_FILE, await areasFile()],
  ]);
  const files = new Map<string, string>();
  for (const [file, text] of raw) {
    files.set(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
  }
  return files;
}

async function main(check: boolean): Promise<void> {
  const stale: string[] = [];
  for (const [file, content] of await generatedFiles()) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // A file not generated yet is stale.
    }
    if (current === content) continue;
    stale.push(file);
    if (!check) writeFileSync(file, content);
  }
  if (check && stale.length) {
    console.error(`Stale, run \`npm run manifest\`: ${stale.join(', ')}`);
    process.exitCode = 1;
  } else if (!check)
    console.log(stale.length ? `Wrote ${stale.join(', ')}` : 'Element files are up to date.');
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.includes('--check'));
