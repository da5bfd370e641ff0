// No module name is shared by lib/ and elements/: the logic keeps the plain name and its view adds
// `-view` (docs/architecture.md#the-resource-panels-files). A module's name is its file name without `.ts` or
// `.tsx`, so a view's styles (`board.css.ts`) are named apart from the logic (`board.ts`) already.
import { basename } from 'node:path';
import { expect, it } from 'vitest';
import { sourceFiles } from './source-files.ts';

// A folder's text catalog (`texts.ts`, `texts.es.ts`) is one kind of file wherever it is, named by the
// convention of docs/architecture.md ("Texts and languages"), not a module that could be confused.
const CATALOG = /^texts(\.[\w-]+)?$/;

const moduleNames = (dir: string): Map<string, string[]> => {
  const names = new Map<string, string[]>();
  for (const path of sourceFiles(dir, ['.ts', '.tsx'])) {
    const name = basename(path).replace(/\.tsx?$/, '');
    if (CATALOG.test(name)) continue;
    names.set(name, [...(names.get(name) ?? []), path]);
  }
  return names;
};

it('names no module alike in lib/ and elements/', () => {
  const views = moduleNames('elements');
  const shared = [...moduleNames('lib')]
    .filter(([name]) => views.has(name))
    .map(([name, paths]) => `${name}: ${[...paths, ...views.get(name)!].join(', ')}`);
  expect(shared).toEqual([]);
});
