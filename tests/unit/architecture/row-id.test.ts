// A row's id is read through rowId (lib/resources/record-types.ts), which fails loudly on a row without
// one, never cast with `as number`, which would let `undefined` through as an id.
import { expect, it } from 'vitest';
import { readSource, sourceFiles } from './source-files.ts';

// What is cast: an identifier, member or index expression (`id`, `row[idKey]`, `saved.order_id`).
const CAST = /([\w$.[\]]+)\s+as\s+number\b/g;
// An id by its name (`id`, `idKey`, `..._id`, `userId`), or a record's value read by a computed key
// (`order[name]`, a ref's id).
const ID = /(?:\b|_)id(?:Key)?\b|[a-z]Id(?:Key)?\b|\]$/;

/** The `as number` casts of ids in one file's text, as `line: text`. */
const idCasts = (text: string): string[] =>
  text
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(CAST)].some(([, operand]) => ID.test(operand ?? ''))
        ? [`${index + 1}: ${line.trim()}`]
        : [],
    );

it('finds the casts it is meant to find, and only those', () => {
  expect(
    idCasts(
      ['row[idKey] as number', 'id as number', 'saved.order_id as number', 'order[name] as number'].join(
        '\n',
      ),
    ),
  ).toHaveLength(4);
  expect(idCasts('const w = saved.width as number;\nconst v = valid as number;')).toEqual([]);
});

it('reads no row id with `as number` in lib/ or elements/', () => {
  const casts = ['lib', 'elements']
    .flatMap((dir) => sourceFiles(dir, ['.ts', '.tsx']))
    .flatMap((path) => idCasts(readSource(path)).map((cast) => `${path}:${cast}`));
  expect(casts).toEqual([]);
});
