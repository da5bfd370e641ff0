import { describe, expect, it } from 'vitest';
import {
  FIELD_TYPES,
  LIST_BUILDER_MAX_LIMIT,
  LIST_DEFAULT_LIMIT,
  LIST_DEFAULT_PAGE,
  LIST_MAX_IN_VALUES,
  LIST_SCHEMA_MAX_LIMIT,
  listQuerySchema,
  listResponseSchema,
  OPERATORS,
  OPERATORS_BY_TYPE,
  ORDERS,
} from '../../../lib/protocol/list.ts';
import { z } from '../../../lib/protocol/z.ts';
import { messagesOf, text } from './check.ts';

const NULL_CHECKS = ['IS NULL', 'IS NOT NULL'];
const COMPARISONS = ['>', '<', '>=', '<='];
const filter = (value: unknown, operator = 'IN') => ({ filters: [{ field: 'user_id', operator, value }] });

describe('Generic list query (docs/behaviour.md#records, docs/behaviour.md#validation, docs/behaviour.md#limits)', () => {
  it('has the limits of docs/behaviour.md#limits: page size 25, page 1, 1000 in the schema, 100 in the builder', () => {
    expect([LIST_DEFAULT_LIMIT, LIST_DEFAULT_PAGE, LIST_SCHEMA_MAX_LIMIT]).toEqual([25, 1, 1000]);
    expect(LIST_BUILDER_MAX_LIMIT).toBe(100);
  });

  it('defaults to page 1, limit 25, ascending and no filters', () => {
    expect(listQuerySchema.parse({})).toEqual({ filters: [], page: 1, limit: 25, order: 'asc' });
  });

  it('keeps filters, page, limit, sort and order as given', () => {
    const query = { ...filter(null, 'IS NULL'), page: 3, limit: 1000, sort: 'email', order: 'random' };
    expect(listQuerySchema.parse(query)).toEqual(query);
  });

  it.each([
    [{ limit: 1 }, {}],
    [{ limit: 1000 }, {}],
    [{ limit: 0 }, { limit: 'Enter 1 or more' }],
    [{ limit: 1001 }, { limit: 'Enter 1000 or less' }],
    [{ limit: '25' }, { limit: 'Enter a number' }],
    [{ page: 1 }, {}],
    [{ page: 0 }, { page: 'Enter 1 or more' }],
    [{ page: 1.5 }, { page: 'Enter a whole number' }],
    [{ sort: '' }, { sort: 'Required' }],
    [{ sort: text(65) }, { sort: 'Use at most 64 characters' }],
  ])('checks %j', (query, messages) => {
    expect(messagesOf(listQuerySchema, query)).toEqual(messages);
  });

  it('orders asc, desc or random and nothing else', () => {
    expect(ORDERS).toEqual(['asc', 'desc', 'random']);
    expect(messagesOf(listQuerySchema, { order: 'up' })).toEqual({
      order: 'Choose one of asc, desc, random',
    });
  });

  it('needs a filter field and one of the twelve operators', () => {
    expect(OPERATORS).toHaveLength(12);
    expect(messagesOf(listQuerySchema, { filters: [{ field: '', operator: 'like' }] })).toEqual({
      'filters.0.field': 'Required',
      'filters.0.operator': `Choose one of ${OPERATORS.join(', ')}`,
    });
  });

  it(`caps an IN list at ${LIST_MAX_IN_VALUES} values and the filters at 50`, () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => i);
    expect(listQuerySchema.safeParse(filter(values(LIST_MAX_IN_VALUES))).success).toBe(true);
    expect(messagesOf(listQuerySchema, filter(values(LIST_MAX_IN_VALUES + 1)))).toHaveProperty([
      'filters.0.value',
    ]);
    const many = (n: number) => ({ filters: Array(n).fill({ field: 'a', operator: 'IS NULL' }) });
    expect(listQuerySchema.safeParse(many(50)).success).toBe(true);
    expect(messagesOf(listQuerySchema, many(51))).toEqual({
      filters: 'Use at most 50 items',
    });
  });
});

describe('operators by field type (docs/behaviour.md#validation)', () => {
  it('knows the five field types string, number, boolean, date and enum', () => {
    expect(FIELD_TYPES).toEqual(['string', 'number', 'boolean', 'date', 'enum']);
    expect(Object.keys(OPERATORS_BY_TYPE)).toEqual([...FIELD_TYPES]);
  });

  it.each([
    ['string', ['=', '!=', 'LIKE', 'NOT LIKE', 'IN', 'NOT IN', ...NULL_CHECKS]],
    ['number', ['=', '!=', 'IN', 'NOT IN', ...NULL_CHECKS, ...COMPARISONS]],
    ['boolean', ['=', '!=']],
    ['date', ['=', '!=', ...COMPARISONS, ...NULL_CHECKS]],
    ['enum', ['=', '!=', 'IN', 'NOT IN', ...NULL_CHECKS]],
  ] as const)('%s allows exactly %j', (type, allowed) => {
    expect([...OPERATORS_BY_TYPE[type]].sort()).toEqual([...allowed].sort());
  });
});

describe('List response (docs/behaviour.md#records)', () => {
  const strings = listResponseSchema(z.string());

  it('answers with list, count, limit, page, sort and order', () => {
    const response = { list: ['a'], count: 1, limit: 25, page: 1, sort: 'id', order: 'desc' };
    expect(strings.parse(response)).toEqual(response);
    expect(Object.keys(messagesOf(strings, {})).sort()).toEqual(
      ['count', 'limit', 'list', 'order', 'page', 'sort'].sort(),
    );
  });

  it('checks each row with the item schema', () => {
    const response = { list: ['a', 2], count: 2, limit: 25, page: 1, sort: 'id', order: 'asc' };
    expect(messagesOf(strings, response)).toEqual({ 'list.1': 'Enter text' });
  });
});
