import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkCycle } from '../../../elements/runtime/vite-no-chunk-cycles.ts';

/** A bundle of chunks that import the named chunks statically; only what the check reads. */
function bundle(imports: Record<string, string[]>): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(imports).map(([fileName, names]) => [
      fileName,
      { type: 'chunk', fileName, imports: names },
    ]),
  ) as unknown as Rolldown.OutputBundle;
}

describe('the build refuses chunks that import each other', () => {
  it('finds a two-chunk cycle, in import order', () => {
    expect(
      chunkCycle(
        bundle({
          'entry.js': ['protocol.js'],
          'protocol.js': ['second-step.js'],
          'second-step.js': ['protocol.js'],
        }),
      ),
    ).toEqual(['protocol.js', 'second-step.js', 'protocol.js']);
  });

  it('finds a longer cycle reached from any chunk', () => {
    expect(chunkCycle(bundle({ 'a.js': [], 'b.js': ['c.js'], 'c.js': ['d.js'], 'd.js': ['b.js'] }))).toEqual([
      'b.js',
      'c.js',
      'd.js',
      'b.js',
    ]);
  });

  it('lets shared chunks be imported by many (a diamond is not a cycle)', () => {
    expect(
      chunkCycle(
        bundle({
          'entry.js': ['list.js', 'form.js'],
          'list.js': ['runtime.js'],
          'form.js': ['runtime.js'],
          'runtime.js': [],
        }),
      ),
    ).toBeUndefined();
  });
});
