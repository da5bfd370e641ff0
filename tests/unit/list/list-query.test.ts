import { describe, expect, it } from 'vitest';
import { buildListQuery, checkFilter, ListQueryError } from '../../../lib/list/list-query.ts';
import { druidiaListFields } from '../../../lib/protocol/druidia.ts';
import { listQuerySchema, OPERATORS, type Filter, type ListFields } from '../../../lib/protocol/list.ts';

const fields: ListFields = {
  name: { type: 'string', filterable: true, sortable: true },
  count: { type: 'number', filterable: true, sortable: true },
  active: { type: 'boolean', filterable: true, sortable: false },
  created_at: { type: 'date', filterable: true, sortable: true },
  service: { type: 'enum', filterable: true, sortable: true, values: ['image', 'task'] },
  secret: { type: 'string', filterable: false, sortable: false },
};

const filter = (field: string, operator: Filter['operator'], value?: Filter['value']): Filter => ({
  field,
  operator,
  value,
});

// The operator check runs before the value check, so a value error means the operator itself was accepted.
const allowedOperators = (field: string) =>
  OPERATORS.filter((op) => {
    try {
      checkFilter(fields, filter(field, op));
      return true;
    } catch (error) {
      return !(error as Error).message.includes('does not apply');
    }
  });

describe('operators by field type (docs/behaviour.md#validation)', () => {
  it('string: =, !=, LIKE, NOT LIKE, IN, NOT IN and the null checks', () => {
    expect(allowedOperators('name').sort()).toEqual(
      ['=', '!=', 'LIKE', 'NOT LIKE', 'IN', 'NOT IN', 'IS NULL', 'IS NOT NULL'].sort(),
    );
  });

  it("number: the string operators' comparable set plus >, <, >=, <=", () => {
    expect(allowedOperators('count').sort()).toEqual(
      ['=', '!=', 'IN', 'NOT IN', 'IS NULL', 'IS NOT NULL', '>', '<', '>=', '<='].sort(),
    );
  });

  it('boolean: only = and !=', () => {
    expect(allowedOperators('active').sort()).toEqual(['=', '!='].sort());
  });

  it('date: comparisons and null checks', () => {
    expect(allowedOperators('created_at').sort()).toEqual(
      ['=', '!=', '>', '<', '>=', '<=', 'IS NULL', 'IS NOT NULL'].sort(),
    );
  });

  it('enum: =, !=, IN, NOT IN and the null checks', () => {
    expect(allowedOperators('service').sort()).toEqual(
      ['=', '!=', 'IN', 'NOT IN', 'IS NULL', 'IS NOT NULL'].sort(),
    );
  });

  it('names the operator and the field when the operator does not fit', () => {
    expect(() => checkFilter(fields, filter('count', 'LIKE', '1%'))).toThrow(
      'The operator LIKE does not apply to the number field "count"',
    );
  });
});

describe('filter fields and values (docs/behaviour.md#validation)', () => {
  it('refuses an unknown field, including prototype names', () => {
    expect(() => checkFilter(fields, filter('nope', '=', 1))).toThrow('Unknown filter field "nope"');
    expect(() => checkFilter(fields, filter('constructor', '=', 'x'))).toThrow('Unknown filter field');
    expect(() => checkFilter(fields, filter('__proto__', '=', 'x'))).toThrow('Unknown filter field');
  });

  it('refuses a field that is not filterable', () => {
    expect(() => checkFilter(fields, filter('secret', '=', 'x'))).toThrow(
      'The field "secret" cannot be filtered',
    );
  });

  it('checks the value against the field type', () => {
    expect(() => checkFilter(fields, filter('count', '>', '5'))).toThrow('must be a number');
    expect(() => checkFilter(fields, filter('active', '=', 'true'))).toThrow('must be true or false');
    expect(() => checkFilter(fields, filter('created_at', '>', 'yesterday'))).toThrow('must be a date');
    expect(() => checkFilter(fields, filter('service', '=', 'video'))).toThrow('must be one of image, task');
    expect(checkFilter(fields, filter('created_at', '>=', '2024-01-01'))).toEqual(
      filter('created_at', '>=', '2024-01-01'),
    );
  });

  it('wants a non-empty list for IN and NOT IN, and no value for the null checks', () => {
    expect(() => checkFilter(fields, filter('count', 'IN', 3))).toThrow('needs a list of 1 to 100 values');
    expect(() => checkFilter(fields, filter('count', 'NOT IN', []))).toThrow('needs a list');
    expect(() => checkFilter(fields, filter('count', 'IN', [1, 'x']))).toThrow('Each value');
    expect(() => checkFilter(fields, filter('name', 'IS NULL', 'x'))).toThrow('takes no value');
    expect(checkFilter(fields, filter('name', 'IS NOT NULL'))).toEqual(filter('name', 'IS NOT NULL'));
  });

  it('wants a single value for a comparison', () => {
    expect(() => checkFilter(fields, filter('count', '=', [1]))).toThrow('must be a single value');
    expect(() => checkFilter(fields, filter('count', '='))).toThrow('must be a single value');
  });
});

describe('buildListQuery (docs/behaviour.md#validation and docs/behaviour.md#limits)', () => {
  it('applies the defaults: page 1, 25 per page, ascending, no filters', () => {
    expect(buildListQuery(fields)).toEqual({ filters: [], page: 1, limit: 25, order: 'asc' });
  });

  it("builds the profile page's connection query, which the protocol schema accepts", () => {
    const query = buildListQuery(druidiaListFields, {
      filters: [filter('account_id', '=', 7)],
      limit: 100,
      page: 1,
      sort: 'created_at',
      order: 'desc',
    });
    expect(query).toEqual({
      filters: [{ field: 'account_id', operator: '=', value: 7 }],
      page: 1,
      limit: 100,
      sort: 'created_at',
      order: 'desc',
    });
    expect(listQuerySchema.safeParse(query).success).toBe(true);
  });

  it('keeps the limit between 1 and 100, though the schema allows 1000', () => {
    expect(buildListQuery(fields, { limit: 1 }).limit).toBe(1);
    expect(buildListQuery(fields, { limit: 100 }).limit).toBe(100);
    expect(() => buildListQuery(fields, { limit: 101 })).toThrow('from 1 to 100, not 101');
    expect(() => buildListQuery(fields, { limit: 0 })).toThrow(ListQueryError);
    expect(() => buildListQuery(fields, { limit: 2.5 })).toThrow(ListQueryError);
  });

  it('keeps the page at 1 or more', () => {
    expect(() => buildListQuery(fields, { page: 0 })).toThrow('at least 1, not 0');
    expect(buildListQuery(fields, { page: 3 }).page).toBe(3);
  });

  it('accepts asc, desc and random only', () => {
    expect(buildListQuery(fields, { order: 'random' }).order).toBe('random');
    expect(() => buildListQuery(fields, { order: 'up' })).toThrow('must be asc, desc, random, not "up"');
  });

  it('sorts only on a known sortable field', () => {
    expect(() => buildListQuery(fields, { sort: 'active' })).toThrow(
      'The field "active" cannot be sorted on',
    );
    expect(() => buildListQuery(fields, { sort: 'nope' })).toThrow('Unknown sort field "nope"');
  });

  it('checks every filter', () => {
    expect(() =>
      buildListQuery(fields, { filters: [filter('name', '=', 'a'), filter('secret', '=', 'b')] }),
    ).toThrow('"secret"');
  });
});
