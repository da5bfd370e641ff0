import { describe, expect, it } from 'vitest';
import { cellTitle } from '../../../lib/list/cell-title.ts';
import { resizedWidths } from '../../../lib/list/column-choice.ts';
import { viewStateOf } from '../../../lib/list/list-prefs.ts';
import { viewStateSchema } from '../../../lib/protocol/list-prefs.ts';
import type { ListColumn } from '../../../lib/resources/spec.ts';

describe('column widths (docs/behaviour.md#lists)', () => {
  it('clamps a resized column to 48-800 whole px and keeps the others', () => {
    expect(resizedWidths(null, 'email', 12)).toEqual({ email: 48 });
    expect(resizedWidths({ email: 200 }, 'name', 900.4)).toEqual({ email: 200, name: 800 });
    expect(resizedWidths({ email: 200 }, 'email', 233.6)).toEqual({ email: 234 });
  });

  it('saves the widths with a view, and a view without resized columns has none', () => {
    const list = {
      filters: [],
      search: '',
      sort: undefined,
      order: 'asc' as const,
      limit: 25,
      page: 1,
      scope: [],
      params: {},
    };
    const state = viewStateOf(list, ['email'], { email: 320 });
    expect(state.widths).toEqual({ email: 320 });
    expect(viewStateSchema.parse(state).widths).toEqual({ email: 320 });
    expect(viewStateOf(list, null, {})).not.toHaveProperty('widths');
    expect(viewStateSchema.safeParse({ ...state, widths: { email: 900 } }).success).toBe(false);
  });
});

describe('a cell’s hover title', () => {
  const column = (kind: ListColumn['kind'], format?: ListColumn['format']) =>
    ({ field: 'f', label: 'F', kind, ...(format ? { format } : {}) }) as ListColumn;
  it('holds the whole text of plain text columns only', () => {
    expect(cellTitle(column('email'), 'a.very.long@example.test')).toBe('a.very.long@example.test');
    expect(cellTitle(column('tags'), ['a', 'b'])).toBe('a, b');
    expect(cellTitle(column('text'), '')).toBeUndefined();
    expect(cellTitle(column('date'), '2026-03-14')).toBeUndefined();
    expect(cellTitle(column('int', 'cents'), 1200)).toBeUndefined();
  });
});
