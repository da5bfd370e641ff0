import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routePreloads } from '../../../server/http/route-preloads.ts';

// A host build's manifest in small: the entry, the resource screen, views, one area and the shared chunks.
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_list-data-1.js': { file: 'assets/list-data-1.js', imports: ['_runtime-1.js'] },
  // The route table and the screens' index, loaded by a signed-in page only (host-app/signed-in.tsx).
  '_areas-1.js': { file: 'assets/areas-1.js' },
  'signed-in.tsx': { file: 'assets/signed-in-1.js', imports: ['_areas-1.js', 'index.html'] },
  // The resource screen and the table list are part of the shared screens chunk (no key of their own).
  '_screens-abcd1234.js': { file: 'assets/screens-1.js', imports: ['_list-data-1.js', '_runtime-1.js'] },
  '../elements/resource-panel/form/form-view.tsx': {
    file: 'assets/form-view-1.js',
    imports: ['_screens-abcd1234.js'],
  },
  '../lib/resources/contact.ts': { file: 'assets/contact-1.js', imports: ['_list-data-1.js'] },
  // The dashboard and its cards are a group of their own too (no key of their own).
  '_dashboard-abcd1234.js': { file: 'assets/dashboard-1.js', imports: ['_runtime-1.js'] },
};

const dir = mkdtempSync(join(tmpdir(), 'route-preloads-'));
mkdirSync(join(dir, '.vite'));
writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const hrefs = (links: string): string[] => [...links.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);

describe('routePreloads', () => {
  const preloads = routePreloads(dir);

  it("names every chunk of an area's list screen, the signed-in screens' start among them, but not the entry's own", () => {
    expect(hrefs(preloads('/contact/list')).sort()).toEqual([
      '/assets/areas-1.js',
      '/assets/contact-1.js',
      '/assets/list-data-1.js',
      '/assets/screens-1.js',
      '/assets/signed-in-1.js',
    ]);
    expect(preloads('/contact/list')).toContain('<link rel="modulepreload" crossorigin href=');
  });

  it("names the form for a record's edit screen, and the dashboard's own chunk", () => {
    expect(hrefs(preloads('/contact/edit/12'))).toContain('/assets/form-view-1.js');
    expect(hrefs(preloads('/dashboard')).sort()).toEqual([
      '/assets/areas-1.js',
      '/assets/dashboard-1.js',
      '/assets/signed-in-1.js',
    ]);
  });

  it('names nothing for the sign-in page, an unknown path or a build without a manifest', () => {
    expect(preloads('/')).toBe('');
    expect(preloads('/no/such/screen')).toBe('');
    expect(routePreloads(join(dir, 'missing'))('/contact/list')).toBe('');
  });
});
