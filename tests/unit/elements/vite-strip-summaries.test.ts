import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripSummaries } from '../../../elements/runtime/vite-strip-summaries.ts';

const transform = stripSummaries().transform as (code: string, id: string) => { code: string } | null;
const root = resolve(import.meta.dirname, '../../..');
const lines = (...texts: string[]) => texts.join('\n');

describe('stripSummaries Vite plugin', () => {
  it('removes every summary of a command table, on its line or the next, and nothing else', () => {
    const code = lines(
      'export const t = {',
      '  read: {',
      '    access: 3,',
      "    summary: 'Read one record; it\\'s the caller’s.',",
      '  },',
      '  list: {',
      '    summary:',
      "      'List them all.',",
      "    method: 'GET',",
      '  },',
      '  upload: {',
      "    summary: `Upload ${what} (the part \\`file\\`)${what === 'an image' ? ' and renditions' : ''}.`,",
      '  },',
      '};',
    );
    expect(transform(code, '/repo/lib/protocol/thing.ts')?.code).toBe(
      lines(
        'export const t = {',
        '  read: {',
        '    access: 3,',
        '  },',
        '  list: {',
        "    method: 'GET',",
        '  },',
        '  upload: {',
        '  },',
        '};',
      ),
    );
  });

  it('stops the build on a summary it cannot remove, rather than ship it', () => {
    expect(() => transform("x = {\n  summary: describe('x'),\n};", '/repo/lib/protocol/thing.ts')).toThrow(
      'write each command summary as one string or template literal',
    );
  });

  it('leaves files outside lib/protocol alone', () => {
    expect(transform("x = {\n  summary: 'kept',\n};", '/repo/lib/resources/article.ts')).toBeNull();
  });

  it('removes every summary the protocol tables hold today', () => {
    const tables = readdirSync(resolve(root, 'lib/protocol'))
      .map((name) => resolve(root, 'lib/protocol', name))
      .filter((file) => !file.endsWith('/command.ts') && readFileSync(file, 'utf8').includes('summary:'));
    expect(tables.length).toBeGreaterThan(4);
    for (const file of tables) {
      expect(transform(readFileSync(file, 'utf8'), file)?.code, file).not.toMatch(/summary:/);
    }
  });
});
