import { describe, expect, it } from 'vitest';
import { describeFilter, parseFilterValue } from '../../../lib/list/filter-input.ts';
import type { ListField } from '../../../lib/protocol/list.ts';

const string: ListField = { type: 'string', filterable: true, sortable: true };
const number: ListField = { type: 'number', filterable: true, sortable: true };
const tier: ListField = { type: 'enum', filterable: true, sortable: true, values: ['gold', 'silver'] };
const flag: ListField = { type: 'boolean', filterable: true, sortable: true };
const date: ListField = { type: 'date', filterable: true, sortable: true };

describe('filter values as typed in the filter builder', () => {
  it('takes "contains" as plain text (the server reads LIKE as contains) and a set as a list', () => {
    expect(parseFilterValue(string, 'LIKE', ' 50%_off ')).toEqual({ ok: true, value: '50%_off' });
    expect(parseFilterValue(tier, 'IN', 'gold, silver')).toEqual({ ok: true, value: ['gold', 'silver'] });
    expect(parseFilterValue(number, 'NOT IN', '1,2')).toEqual({ ok: true, value: [1, 2] });
  });

  it('takes values by type and says what is wrong', () => {
    expect(parseFilterValue(number, '>=', '10')).toEqual({ ok: true, value: 10 });
    expect(parseFilterValue(number, '>=', 'ten')).toEqual({ ok: false, error: 'Enter a number' });
    expect(parseFilterValue(flag, '=', 'true')).toEqual({ ok: true, value: true });
    expect(parseFilterValue(date, '<', '2026-13-45')).toEqual({ ok: false, error: 'Enter a date' });
    expect(parseFilterValue(tier, '=', 'bronze')).toEqual({ ok: false, error: 'Choose one of gold, silver' });
    expect(parseFilterValue(string, '=', '  ')).toEqual({ ok: false, error: 'Enter a value' });
    expect(parseFilterValue(tier, 'IN', ' , ')).toMatchObject({ ok: false });
  });

  it('needs no value for the null checks', () => {
    expect(parseFilterValue(string, 'IS NULL', 'ignored')).toEqual({ ok: true, value: null });
  });

  it('describes a filter as a chip reads it', () => {
    expect(describeFilter('Name', { field: 'name', operator: 'LIKE', value: 'Rodeo' })).toBe(
      'Name contains Rodeo',
    );
    expect(describeFilter('Tier', { field: 'tier', operator: 'IN', value: ['gold', 'silver'] })).toBe(
      'Tier is one of gold, silver',
    );
    expect(describeFilter('Email', { field: 'email', operator: 'IS NULL', value: null })).toBe(
      'Email is empty',
    );
  });
});
