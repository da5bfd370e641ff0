// Every docs anchor cited in code, tests and docs names a heading that exists, and no doc repeats a
// heading (GitHub would give the second one a "-1" slug that no citation expects).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const searched = ['lib', 'elements', 'server', 'host-app', 'tests', 'examples', 'docs'];
const textFile = /\.(ts|tsx|mts|mjs|js|md|html|css)$/;

function sources(): string[] {
  const files = ['README.md'];
  for (const dir of searched) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (textFile.test(entry) && !entry.includes('node_modules')) files.push(join(dir, entry));
    }
  }
  return files;
}

/** GitHub's heading slug: lower case, punctuation dropped, each space a hyphen. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The headings of a markdown file, outside fenced code blocks. */
function headings(markdown: string): string[] {
  const found: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) found.push(heading[1] ?? '');
  }
  return found;
}

const docs = readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md'));
const slugs = new Map(
  docs.map((name) => [name, headings(readFileSync(join(root, 'docs', name), 'utf8')).map(slug)]),
);

/** Every [doc, anchor, citing file] pair: a docs path with an anchor, or a relative link inside docs. */
function citations(): [string, string, string][] {
  const found: [string, string, string][] = [];
  for (const file of sources()) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const [, doc = '', anchor = ''] of text.matchAll(/docs\/([\w-]+\.md)#([\w-]+)/g)) {
      found.push([doc, anchor, file]);
    }
    if (!file.startsWith('docs/')) continue;
    for (const [, doc, anchor = ''] of text.matchAll(/\]\(([\w-]*\.md)?#([\w-]+)\)/g)) {
      found.push([doc ?? file.slice('docs/'.length), anchor, file]);
    }
  }
  return found;
}

describe('docs anchors', () => {
  it('slugs headings as GitHub does', () => {
    expect(slug('From one machine to many')).toBe('from-one-machine-to-many');
    expect(slug('A React 19 app')).toBe('a-react-19-app');
    expect(slug('CMS plugins and property sites (embed sessions, no second password)')).toBe(
      'cms-plugins-and-property-sites-embed-sessions-no-second-password',
    );
    expect(slug('`bulk_create`: many rows')).toBe('bulk_create-many-rows');
  });

  it('finds every cited anchor among the headings of its doc', () => {
    const cited = citations();
    expect(cited.length).toBeGreaterThan(20);
    const missing = cited
      .filter(([doc, anchor]) => !slugs.get(doc)?.includes(anchor))
      .map(([doc, anchor, file]) => `${file}: docs/${doc}#${anchor}`);
    expect(missing).toEqual([]);
  });

  it('finds no heading twice in one doc', () => {
    const repeated = [...slugs].flatMap(([doc, list]) =>
      list.filter((s, i) => list.indexOf(s) !== i).map((s) => `docs/${doc}#${s}`),
    );
    expect(repeated).toEqual([]);
  });
});
