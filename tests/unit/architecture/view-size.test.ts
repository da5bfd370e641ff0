// A view file stays at 250 lines or fewer, split by job inside its folder
// (docs/architecture.md#the-resource-panels-files): the test names every file over.
import { expect, it } from 'vitest';
import { readSource, sourceFiles } from './source-files.ts';

const MAX_LINES = 250;

it(`keeps every view file (elements/**/*.tsx) at ${MAX_LINES} lines or fewer`, () => {
  const over = sourceFiles('elements', ['.tsx'])
    .map((path) => `${path}: ${readSource(path).trimEnd().split('\n').length} lines`)
    .filter((line) => Number(/: (\d+) lines$/.exec(line)?.[1]) > MAX_LINES);
  expect(over).toEqual([]);
});
