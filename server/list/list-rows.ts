import {
  isNullCheck,
  isSetOperator,
  LIST_MAX_IN_VALUES,
  LIST_SCHEMA_MAX_LIMIT,
  OPERATORS_BY_TYPE,
  type Filter,
  type ListField,
  type ListFields,
  type ListResponse,
  type ParsedListQuery,
} from '../../lib/protocol/list.ts';
import type { Db } from '../db/db.ts';
import { badRequest } from '../http/failure.ts';

export interface ListSource<T> {
  /** FROM clause (tables and joins); written by the module, never from input. */
  from: string;
  /** SELECT list; must not include secrets: the response schema strips, this keeps them out entirely. */
  select: string;
  /** The allowlist: only these fields may be filtered or sorted on. */
  fields: ListFields;
  /** SQL expression per field when it is not the bare column name. */
  columnOf?: Record<string, string>;
  /** Tenancy: always ANDed in; its placeholders are numbered $1..$n. */
  scope: { where: string; params: unknown[] };
  defaultSort: string;
  map?: (row: Record<string, unknown>) => T;
}

// Bound parameters carry the values; only allowlisted field names and fixed operators reach the SQL text.
class Params {
  constructor(readonly values: unknown[]) {}
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function coerce(name: string, field: ListField, value: unknown): unknown {
  const fail = (): never => {
    throw badRequest(`Invalid value for ${field.type} field '${name}'`);
  };
  switch (field.type) {
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof n === 'number' && Number.isFinite(n) ? n : fail();
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      return value === false || value === 'false' ? false : fail();
    case 'date': {
      const time = typeof value === 'string' ? Date.parse(value) : NaN;
      return Number.isNaN(time) ? fail() : new Date(time).toISOString();
    }
    case 'enum':
      return typeof value === 'string' && field.values?.includes(value) ? value : fail();
    case 'string':
      return typeof value === 'string' || typeof value === 'number' ? String(value) : fail();
  }
}

function condition(filter: Filter, field: ListField, column: string, params: Params): string {
  const { field: name, operator } = filter;
  if (isNullCheck(operator)) return `${column} ${operator}`;
  if (isSetOperator(operator)) {
    const values = filter.value;
    if (!Array.isArray(values) || values.length === 0) {
      throw badRequest(`Operator '${operator}' on '${name}' needs a non-empty list of values`);
    }
    if (values.length > LIST_MAX_IN_VALUES) {
      throw badRequest(`Operator '${operator}' on '${name}' takes at most ${LIST_MAX_IN_VALUES} values`);
    }
    const placeholders = values.map((value) => params.add(coerce(name, field, value)));
    return `${column} ${operator} (${placeholders.join(', ')})`;
  }
  if (filter.value === undefined || filter.value === null || Array.isArray(filter.value)) {
    throw badRequest(`Operator '${operator}' on '${name}' needs a single value`);
  }
  const value = coerce(name, field, filter.value);
  if (operator === 'LIKE' || operator === 'NOT LIKE') {
    // A LIKE filter means "contains": the caller's % and _ are literal characters, not wildcards.
    return `${column} ${operator} ${params.add(`%${escapeLike(String(value))}%`)} ESCAPE '\\'`;
  }
  return `${column} ${operator} ${params.add(value)}`;
}

/** The generic list command of SPEC 3/5 over one resource, enforcing its allowlist. */
export async function listRows<T>(
  db: Db,
  source: ListSource<T>,
  query: ParsedListQuery,
): Promise<ListResponse<T>> {
  const columnOf = (name: string): string => source.columnOf?.[name] ?? `"${name}"`;
  const params = new Params([...source.scope.params]);
  const where = [`(${source.scope.where})`];
  for (const filter of query.filters) {
    const field = Object.hasOwn(source.fields, filter.field) ? source.fields[filter.field] : undefined;
    if (!field?.filterable) throw badRequest(`Cannot filter on field '${filter.field}'`);
    if (!OPERATORS_BY_TYPE[field.type].includes(filter.operator)) {
      throw badRequest(`Operator '${filter.operator}' does not fit ${field.type} field '${filter.field}'`);
    }
    where.push(condition(filter, field, columnOf(filter.field), params));
  }
  const sort = query.sort ?? source.defaultSort;
  const sortField = Object.hasOwn(source.fields, sort) ? source.fields[sort] : undefined;
  if (!sortField?.sortable) throw badRequest(`Cannot sort on field '${sort}'`);
  if (!Number.isInteger(query.limit) || query.limit < 1 || query.limit > LIST_SCHEMA_MAX_LIMIT) {
    throw badRequest(`limit must be a whole number from 1 to ${LIST_SCHEMA_MAX_LIMIT}`);
  }
  if (!Number.isInteger(query.page) || query.page < 1) throw badRequest('page must be a whole number from 1');

  const whereSql = where.join(' AND ');
  const orderSql =
    query.order === 'random'
      ? 'random()'
      : `${columnOf(sort)} ${query.order === 'desc' ? 'DESC' : 'ASC'}, ${columnOf(source.defaultSort)}`;
  const countParams = [...params.values];
  const limit = params.add(query.limit);
  const offset = params.add((query.page - 1) * query.limit);
  const [rows, [total]] = await Promise.all([
    db.query(
      `SELECT ${source.select} FROM ${source.from} WHERE ${whereSql} ORDER BY ${orderSql} LIMIT ${limit} OFFSET ${offset}`,
      params.values,
    ),
    db.query<{ count: number }>(
      `SELECT count(*) AS count FROM ${source.from} WHERE ${whereSql}`,
      countParams,
    ),
  ]);
  return {
    list: rows.map((row) => (source.map ? source.map(row) : (row as T))),
    count: Number(total?.count ?? 0),
    limit: query.limit,
    page: query.page,
    sort,
    order: query.order,
  };
}
