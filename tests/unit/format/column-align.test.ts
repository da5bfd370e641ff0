import { describe, expect, it } from 'vitest';
import { columnAlign } from '../../../lib/format/column-align.ts';

// docs/behaviour.md#lists: numbers and money line up at the end, everything else at the start.
describe('columnAlign', () => {
  it.each([
    [{ kind: 'int' as const }, 'end'],
    [{ kind: 'int' as const, format: 'cents' as const }, 'end'],
    [{ kind: 'int' as const, format: 'bytes' as const }, 'end'],
    [{ kind: 'text' as const }, 'start'],
    [{ kind: 'enum' as const }, 'start'],
    [{ kind: 'datetime' as const }, 'start'],
    [{ kind: 'level' as const }, 'start'],
  ])('%j -> %s', (column, align) => expect(columnAlign(column)).toBe(align));
});
