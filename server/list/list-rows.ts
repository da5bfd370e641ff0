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
import { naturalSortKey } from './natural-sort.ts';
import { searchedPage, SORT_MATCHES_AT_MOST, wordsPage } from './searched-pages.ts';

/**
 * A list's scope: tenancy, and the search box's words where given; its placeholders are numbered $1..$n.
 * `searched` when it holds the words, which no sort index answers (SORT_MATCHES_AT_MOST, searched-pages.ts).
 */
export interface ListScope {
  where: string;
  params: unknown[];
  searched?: boolean;
  /**
   * An area's words table (server/db/search-words.ts), which also holds the natural key of `sortField`, the
   * default order's: `where` finds the matches there, `scope` is the tenancy alone, both over the same
   * placeholders as the scope's.
   */
  words?: {
    table: string;
    where: string;
    scope: string;
    sortField: string;
    /** The scope and the words tested on the area's own rows, for a page walked off its sort index. */
    walk: string;
    /**
     * The scope and the ids of the first SORT_MATCHES_AT_MOST and one more matches: for searchedPage when no
     * filter narrows them, which reads no more matches than that.
     */
    first: string;
  };
}

export interface ListSource<T> {
  /** FROM clause (tables and joins); written by the module, never from input. */
  from: string;
  /** SELECT list; must not include secrets: the response schema strips, this keeps them out entirely. */
  select: string;
  /** The allowlist: only these fields may be filtered or sorted on. */
  fields: ListFields;
  /** SQL expression per field when it is not the bare column name. */
  columnOf?: Record<string, string>;
  /** Tenancy, and the search box's words where given: always ANDed in. */
  scope: ListScope;
  defaultSort: string;
  /**
   * The rows' unique key, where `defaultSort` is not one (a name): the last tie-breaker, so rows that sort
   * alike keep one order from one read to the next and no page repeats or skips one of them.
   */
  idKey?: string;
  map?: (row: Record<string, unknown>) => T;
  /** Totals kept by the database (migration 004): see KeptCounts. Without it every list counts its rows. */
  counts?: KeptCounts;
}

/**
 * A table whose rows list_counts tracks (its trigger names `scopeColumn`, then `groups`). A list filtered
 * only by `=` on grouped fields (and on the scope column with the scope's own id) reads its total from
 * there. Grouped fields must be the table's own text, enum, number or boolean columns, and the source's
 * scope must be exactly `scopeColumn = scopeId`: the kept total knows no other restriction.
 */
export interface KeptCounts {
  table: string;
  scopeColumn: string;
  scopeId: number;
  groups: readonly string[];
}

// Bound parameters carry the values; only allowlisted field names and fixed operators reach the SQL text.
export class Params {
  constructor(readonly values: unknown[]) {}
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

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

/** The list_counts key answering these filters, or undefined when only counting the rows can. */
function keptCountKey(
  counts: KeptCounts,
  fields: ListFields,
  filters: readonly Filter[],
): string | undefined {
  const key: Record<string, unknown> = {};
  for (const { field, operator, value: raw } of filters) {
    if (operator !== '=') return undefined;
    // Already validated by the WHERE clause; coerced again so the key holds what the column holds.
    const value = coerce(field, fields[field]!, raw);
    if (field === counts.scopeColumn && value === counts.scopeId) continue;
    if (!counts.groups.includes(field) || Object.hasOwn(key, field)) return undefined;
    key[field] = value;
  }
  return JSON.stringify(key);
}

const KEPT_COUNT = '__kept_count';

const keptCountSql = (params: Params, counts: KeptCounts, key: string): string =>
  `(SELECT n FROM list_counts WHERE source = ${params.add(counts.table)}` +
  ` AND scope_id = ${params.add(counts.scopeId)} AND group_key = ${params.add(key)}::jsonb)`;

async function keptCount(db: Db, counts: KeptCounts, key: string): Promise<number> {
  const params = new Params([]);
  const [row] = await db.query<{ count: number | null }>(
    `SELECT ${keptCountSql(params, counts, key)} AS count`,
    params.values,
  );
  return Number(row?.count ?? 0);
}

/**
 * The WHERE clause of a source's rows narrowed by the filters (allowlist and operators checked), with its
 * bound values: the one place filters become SQL, for a page of rows and for sums over the same set.
 */
export function filteredWhere<T>(
  source: Pick<ListSource<T>, 'fields' | 'scope' | 'columnOf'>,
  filters: readonly Filter[],
): { where: string; params: Params } {
  const columnOf = (name: string): string => source.columnOf?.[name] ?? `"${name}"`;
  const params = new Params([...source.scope.params]);
  const where = [`(${source.scope.where})`];
  for (const filter of filters) {
    const field = Object.hasOwn(source.fields, filter.field) ? source.fields[filter.field] : undefined;
    if (!field?.filterable) throw badRequest(`Cannot filter on field '${filter.field}'`);
    if (!OPERATORS_BY_TYPE[field.type].includes(filter.operator)) {
      throw badRequest(`Operator '${filter.operator}' does not fit ${field.type} field '${filter.field}'`);
    }
    where.push(condition(filter, field, columnOf(filter.field), params));
  }
  return { where: where.join(' AND '), params };
}

/** The field a list may be sorted on by this name (the allowlist), or a 400. */
export function sortableField(fields: ListFields, sort: string): ListFields[string] {
  const field = Object.hasOwn(fields, sort) ? fields[sort] : undefined;
  if (!field?.sortable) throw badRequest(`Cannot sort on field '${sort}'`);
  return field;
}

// The rows matching: all of them, or up to `upTo` and one more, to know whether more match. The bound is
// written into the statement, not bound: a prepared statement's generic plan with an unknown LIMIT read
// every row (80-100 ms over 100,000 contacts against 5-10 ms).
async function countRows(
  db: Db,
  from: string,
  where: string,
  params: unknown[],
  upTo: number | undefined,
): Promise<{ count: number; more: boolean }> {
  if (upTo !== undefined && !Number.isSafeInteger(upTo))
    throw badRequest('count_up_to must be a whole number');
  const sql =
    upTo === undefined
      ? `SELECT count(*) AS count FROM ${from} WHERE ${where}`
      : `SELECT count(*) AS count FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${upTo + 1}) AS matching`;
  const [row] = await db.query<{ count: number }>(sql, params);
  const matching = Number(row?.count ?? 0);
  return upTo !== undefined && matching > upTo
    ? { count: upTo, more: true }
    : { count: matching, more: false };
}

/** The generic list command of docs/behaviour.md#records/docs/behaviour.md#validation over one resource, enforcing its allowlist. */
export async function listRows<T>(
  db: Db,
  source: ListSource<T>,
  query: ParsedListQuery,
): Promise<ListResponse<T>> {
  const columnOf = (name: string): string => source.columnOf?.[name] ?? `"${name}"`;
  const { where: whereSql, params } = filteredWhere(source, query.filters);
  const sort = query.sort ?? source.defaultSort;
  const sortField = sortableField(source.fields, sort);
  if (!Number.isInteger(query.limit) || query.limit < 1 || query.limit > LIST_SCHEMA_MAX_LIMIT) {
    throw badRequest(`limit must be a whole number from 1 to ${LIST_SCHEMA_MAX_LIMIT}`);
  }
  if (!Number.isInteger(query.page) || query.page < 1) throw badRequest('page must be a whole number from 1');

  // The tie-breakers run the same way as the sort, so one index on (scope, filter, sort, tie-breakers) read
  // forwards or backwards yields the page without sorting anything. A name or title sorts by its natural
  // key first (natural-sort.ts), which the area's sort index holds too (migration 165).
  const direction = query.order === 'desc' ? 'DESC' : 'ASC';
  const keys = [...new Set([sort, source.defaultSort, source.idKey ?? source.defaultSort])];
  const terms = [...(sortField.natural ? [naturalSortKey(columnOf(sort))] : []), ...keys.map(columnOf)];
  const orderSql =
    query.order === 'random' ? 'random()' : terms.map((term) => `${term} ${direction}`).join(', ');
  const countParams = [...params.values];
  const countKey = source.counts && keptCountKey(source.counts, source.fields, query.filters);
  const offset = (query.page - 1) * query.limit;
  const pageOf = (where: string, values: Params, extra = ''): string =>
    `SELECT ${source.select}${extra} FROM ${source.from} WHERE ${where} ORDER BY ${orderSql}` +
    ` LIMIT ${values.add(query.limit)} OFFSET ${values.add(offset)}`;
  const page = (extra = ''): string => pageOf(whereSql, params, extra);
  const upTo = query.count_up_to;
  const words = source.scope.words;
  const unique = source.idKey ?? source.defaultSort;
  let rows: Record<string, unknown>[];
  let count: number;
  let more = false;
  if (source.counts && countKey !== undefined) {
    // One round trip: the kept total rides along on the page's rows (an InitPlan, read once).
    const kept = keptCountSql(params, source.counts, countKey);
    rows = await db.query(page(`, ${kept} AS ${KEPT_COUNT}`), params.values);
    const first = rows[0];
    count = first ? Number(first[KEPT_COUNT]) : await keptCount(db, source.counts, countKey);
    for (const row of rows) delete row[KEPT_COUNT];
  } else if (words && words.sortField === sort && query.filters.length === 0 && query.order !== 'random') {
    const found = await wordsPage(db, source, words, new Params([...countParams]), unique, direction, {
      limit: query.limit,
      offset,
    });
    if (found.matching <= SORT_MATCHES_AT_MOST) {
      rows = found.rows;
      more = upTo !== undefined && found.matching > upTo;
      count = more ? upTo! : found.matching;
    } else {
      // A word this common fills a page within a few rows of the sort index, each tested as it comes
      // (`walk`); through the words table, every match would be gathered first (0.3 s against 20 ms for a
      // word in all of 100,000 contacts on PGlite). Counted there, unless the bound says enough already.
      const walk = new Params([...countParams]);
      [rows, { count, more }] = await Promise.all([
        db.query(pageOf(words.walk, walk), walk.values),
        upTo !== undefined && upTo <= SORT_MATCHES_AT_MOST
          ? { count: upTo, more: true }
          : countRows(db, words.table, words.where, countParams, upTo),
      ]);
    }
  } else {
    const found =
      // The matches carry the source's columns by their names: a source that sorts by expressions
      // (columnOf) takes the two statements.
      source.scope.searched && query.order !== 'random' && !source.columnOf
        ? await searchedPage(
            db,
            source,
            words && query.filters.length === 0 ? words.first : whereSql,
            new Params([...countParams]),
            keys,
            unique,
            orderSql,
            {
              limit: query.limit,
              offset,
            },
          )
        : undefined;
    if (found) {
      rows = found.rows;
      more = upTo !== undefined && found.matching > upTo;
      count = more ? upTo! : found.matching;
    } else {
      [rows, { count, more }] = await Promise.all([
        db.query(page(), params.values),
        countRows(db, source.from, whereSql, countParams, upTo),
      ]);
    }
  }
  return {
    list: rows.map((row) => (source.map ? source.map(row) : (row as T))),
    count,
    ...(more ? { count_more: true } : {}),
    limit: query.limit,
    page: query.page,
    sort,
    order: query.order,
  };
}
