import {
  isNullCheck,
  isSetOperator,
  LIST_BUILDER_MAX_LIMIT,
  LIST_DEFAULT_LIMIT,
  LIST_DEFAULT_PAGE,
  LIST_MAX_IN_VALUES,
  OPERATORS_BY_TYPE,
  ORDERS,
  type Filter,
  type ListField,
  type ListFields,
  type Operator,
  type Order,
  type ParsedListQuery,
} from '../protocol/list.ts';

/** A list query as a screen or the embedding page writes it, before the checks of docs/behaviour.md#validation. */
export interface ListQueryInput {
  filters?: readonly Filter[];
  page?: number;
  limit?: number;
  sort?: string;
  order?: string;
}

/** A list query the resource cannot answer; the message names the field, operator or value at fault. */
export class ListQueryError extends Error {
  override readonly name = 'ListQueryError';
}

// Own properties only: a field named 'constructor' or '__proto__' must not resolve through the prototype.
const fieldOf = (fields: ListFields, name: string): ListField | undefined =>
  Object.hasOwn(fields, name) ? fields[name] : undefined;

function scalarProblem(field: ListField, value: unknown): string | null {
  switch (field.type) {
    case 'string':
      return typeof value === 'string' ? null : 'a string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'a number';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'true or false';
    case 'date':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? null : 'a date';
    case 'enum':
      return typeof value === 'string' && (field.values ?? []).includes(value)
        ? null
        : `one of ${(field.values ?? []).join(', ')}`;
  }
}

function checkValue(name: string, field: ListField, operator: Operator, value: Filter['value']): void {
  const where = `filter ${operator} on "${name}"`;
  if (isNullCheck(operator)) {
    if (value !== undefined && value !== null) throw new ListQueryError(`The ${where} takes no value`);
    return;
  }
  if (isSetOperator(operator)) {
    if (!Array.isArray(value) || value.length === 0 || value.length > LIST_MAX_IN_VALUES) {
      throw new ListQueryError(`The ${where} needs a list of 1 to ${LIST_MAX_IN_VALUES} values`);
    }
    for (const item of value) {
      const expected = scalarProblem(field, item);
      if (expected) throw new ListQueryError(`Each value of the ${where} must be ${expected}`);
    }
    return;
  }
  const expected = Array.isArray(value) || value == null ? 'a single value' : scalarProblem(field, value);
  if (expected) throw new ListQueryError(`The value of the ${where} must be ${expected}`);
}

/** docs/behaviour.md#validation: the field must exist and be filterable, and the operator must fit the field's type. */
export function checkFilter(fields: ListFields, filter: Filter): Filter {
  const field = fieldOf(fields, filter.field);
  if (!field) throw new ListQueryError(`Unknown filter field "${filter.field}"`);
  if (!field.filterable) throw new ListQueryError(`The field "${filter.field}" cannot be filtered`);
  if (!OPERATORS_BY_TYPE[field.type].includes(filter.operator)) {
    throw new ListQueryError(
      `The operator ${filter.operator} does not apply to the ${field.type} field "${filter.field}"; ` +
        `use one of ${OPERATORS_BY_TYPE[field.type].join(', ')}`,
    );
  }
  checkValue(filter.field, field, filter.operator, filter.value);
  return filter;
}

const isOrder = (order: string): order is Order => (ORDERS as readonly string[]).includes(order);

/**
 * Builds the generic list query of docs/behaviour.md#records for one resource, enforcing docs/behaviour.md#validation: known filterable fields,
 * operators by type, limit 1-100 (the schema itself allows up to 1000), page >= 1, a sortable sort field,
 * order asc, desc or random. Throws a ListQueryError naming what is wrong.
 */
export function buildListQuery(fields: ListFields, input: ListQueryInput = {}): ParsedListQuery {
  const { page = LIST_DEFAULT_PAGE, limit = LIST_DEFAULT_LIMIT, order = 'asc', sort } = input;
  if (!Number.isInteger(limit) || limit < 1 || limit > LIST_BUILDER_MAX_LIMIT) {
    throw new ListQueryError(
      `The limit must be a whole number from 1 to ${LIST_BUILDER_MAX_LIMIT}, not ${limit}`,
    );
  }
  if (!Number.isInteger(page) || page < 1) {
    throw new ListQueryError(`The page must be a whole number of at least 1, not ${page}`);
  }
  if (!isOrder(order)) throw new ListQueryError(`The order must be ${ORDERS.join(', ')}, not "${order}"`);
  if (sort !== undefined) {
    const field = fieldOf(fields, sort);
    if (!field) throw new ListQueryError(`Unknown sort field "${sort}"`);
    if (!field.sortable) throw new ListQueryError(`The field "${sort}" cannot be sorted on`);
  }
  const filters = (input.filters ?? []).map((filter) => checkFilter(fields, filter));
  return { filters, page, limit, order, ...(sort === undefined ? {} : { sort }) };
}
