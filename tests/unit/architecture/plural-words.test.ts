import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from './source-files.ts';

// docs/behaviour.md#lists, words: a count reads as a person writes it ('1 row', '3 rows'), through
// lib/format/count.ts, never 'row(s)'. Only SPEC's own quoted texts keep the form: the status bar's
// summary and the default validation message; and 'http(s)' is no count.
const SPEC_QUOTES = ['task(s) in progress', 'character(s)', 'http(s)'];

const sources = ['lib', 'elements', 'host-app', 'server']
  .flatMap((dir) => sourceFiles(dir, ['.ts', '.tsx']))
  .filter((file) => !file.endsWith('.css.ts'));

describe('counted nouns', () => {
  it('no text a user reads writes a noun as "(s)"', () => {
    const found = sources.flatMap((file) =>
      readSource(file)
        .split('\n')
        .map((line, index) => ({ line, where: `${file}:${index + 1}` }))
        .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line))
        .filter(({ line }) => /[a-z]\(s\)/.test(line) && !SPEC_QUOTES.some((quote) => line.includes(quote)))
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
