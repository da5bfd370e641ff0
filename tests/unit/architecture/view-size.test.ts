// A view file stays at 250 lines or fewer, split by job inside its folder
// (docs/architecture.md#the-resource-panels-files): the test names every file over.
import { expect, it } from 'vitest';
import { readSource, sourceFiles } from './source-files.ts';

const MAX_LINES = 250;

// split on branch h6-list / h6-policy; remove when merged
const ALLOWED = new Set([
  'elements/resource-panel/list/list-view.tsx',
  'elements/profile-panel/security-section.tsx',
]);

it(`keeps every view file (elements/**/*.tsx) at ${MAX_LINES} lines or fewer`, () => {
  const over = sourceFiles('elements', ['.tsx'])
    .filter((path) => !ALLOWED.has(path))
    .map((path) => `${path}: ${readSource(path).trimEnd().split('\n').length} lines`)
    .filter((line) => Number(/: (\d+) lines$/.exec(line)?.[1]) > MAX_LINES);
  expect(over).toEqual([]);
});
