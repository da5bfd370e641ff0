import {
  isNullCheck,
  isSetOperator,
  OPERATORS,
  ORDERS,
  type Filter,
  type ListFields,
} from '../protocol/list.ts';
import { PAGE_SIZES, type ListView } from './list-controller.ts';
import { checkFilter } from './list-query.ts';

/**
 * The part of a list's view that lives in its address (docs/behaviour.md#addresses). Of the screen's own
 * filters (`scope`), only those on the fields a screen picks from a control of its own (a gallery's bucket,
 * a folder) are addressed; a parent a list is narrowed to has its own parameter. The definition's list
 * parameter (a super admin's account) is one parameter under its own name, `account_id=3`.
 */
export type AddressedView = Omit<ListView, 'scope' | 'params'> & {
  scope?: readonly Filter[];
  params?: ListView['params'];
};

// A filter is one `filter` parameter, `field:operator:value`: a field name and an operator hold no ':', so
// the value keeps whatever it contains. Text values are written as typed; others (numbers, booleans, lists)
// as JSON, read back by the field's type.
const encodeFilter = ({ field, operator, value }: Filter): string =>
  value === undefined || value === null
    ? `${field}:${operator}`
    : `${field}:${operator}:${typeof value === 'string' ? value : JSON.stringify(value)}`;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

function decodeFilter(text: string, fields: ListFields): Filter | null {
  const first = text.indexOf(':');
  if (first < 1) return null;
  const field = text.slice(0, first);
  const second = text.indexOf(':', first + 1);
  const operator = text.slice(first + 1, second === -1 ? undefined : second);
  if (!(OPERATORS as readonly string[]).includes(operator)) return null;
  const op = operator as Filter['operator'];
  const raw = second === -1 ? undefined : text.slice(second + 1);
  const type = Object.hasOwn(fields, field) ? fields[field]!.type : undefined;
  const textual = type === 'string' || type === 'enum' || type === 'date';
  let value: unknown;
  if (isNullCheck(op)) value = undefined;
  else if (raw === undefined) return null;
  else value = textual && !isSetOperator(op) ? raw : parseJson(raw);
  const filter = { field, operator: op, ...(value === undefined ? {} : { value }) } as Filter;
  try {
    return checkFilter(fields, filter);
  } catch {
    // A link typed by hand or kept from an older definition: the filter the list cannot answer is dropped.
    return null;
  }
}

const wholeNumber = (text: string | null): number | undefined =>
  text !== null && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined;

/** The list parameters `names` the address gives a whole number (a record's id); others are left out. */
const decodeParams = (params: URLSearchParams, names: readonly string[]): ListView['params'] =>
  Object.fromEntries(
    names.flatMap((name) => {
      const value = wholeNumber(params.get(name));
      return value === undefined ? [] : [[name, value]];
    }),
  );

/**
 * The list state of `params` over the area's defaults: what is missing or cannot be answered (an unknown
 * sort field, a page size the list does not offer, a filter on a field that is not filterable) is the
 * default, so any address opens a list. `paramNames` are the definition's list parameters.
 */
export function decodeListState(
  params: URLSearchParams,
  fields: ListFields,
  defaults: AddressedView,
  scopeFields: readonly string[] = [],
  paramNames: readonly string[] = [],
): AddressedView {
  const sort = params.get('sort');
  const order = params.get('order');
  const limit = wholeNumber(params.get('limit'));
  const sortable = sort !== null && Object.hasOwn(fields, sort) && fields[sort]!.sortable;
  return {
    search: params.get('search') ?? defaults.search,
    filters: params
      .getAll('filter')
      .map((text) => decodeFilter(text, fields))
      .filter((filter): filter is Filter => filter !== null),
    sort: sortable ? sort : defaults.sort,
    order:
      order !== null && (ORDERS as readonly string[]).includes(order)
        ? (order as ListView['order'])
        : defaults.order,
    page: wholeNumber(params.get('page')) ?? defaults.page,
    limit: limit !== undefined && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : defaults.limit,
    ...(scopeFields.length
      ? {
          scope: params
            .getAll('scope')
            .map((text) => decodeFilter(text, fields))
            .filter((filter): filter is Filter => filter !== null && scopeFields.includes(filter.field)),
        }
      : {}),
    ...(paramNames.length ? { params: decodeParams(params, paramNames) } : {}),
  };
}

/** The parameters of a list state, in a fixed order, leaving out what equals the area's defaults. */
export function encodeListState(view: AddressedView, defaults: AddressedView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search.trim()) params.set('search', view.search);
  for (const filter of view.filters) params.append('filter', encodeFilter(filter));
  for (const filter of view.scope ?? []) params.append('scope', encodeFilter(filter));
  for (const [name, value] of Object.entries(view.params ?? {})) params.set(name, String(value));
  if (view.sort !== undefined && view.sort !== defaults.sort) params.set('sort', view.sort);
  if (view.order !== defaults.order) params.set('order', view.order);
  if (view.page !== defaults.page) params.set('page', String(view.page));
  if (view.limit !== defaults.limit) params.set('limit', String(view.limit));
  return params;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The month a calendar shows (a `month` parameter, `2026-12`) as the key of its first day, or undefined
 * when the address names none or one that is not a month: the calendar then shows the current month.
 */
export function decodeMonth(params: URLSearchParams): string | undefined {
  const match = MONTH.exec(params.get('month') ?? '');
  return match ? `${match[1]}-${match[2]}-01` : undefined;
}

/** The list state of a calendar showing `month` (a first day's key); the current month is the default. */
export const encodeMonth = (month: string, current: string): string =>
  month === current ? '' : new URLSearchParams({ month: month.slice(0, 7) }).toString();

/** The page of a list that keeps nothing else in its address (an area's trash); page 1 is the default. */
export const decodePage = (params: URLSearchParams): number => wholeNumber(params.get('page')) ?? 1;

export const encodePage = (page: number): string => (page === 1 ? '' : `page=${page}`);

/**
 * How a change of list state goes into the browser's history: typing on in the search box replaces the
 * entry (Back should not step through each letter); starting or clearing a search, and any other change
 * (a page, a sort, a filter), adds one.
 */
export function historyMode(before: string, after: string): 'push' | 'replace' {
  const rest = (state: string) => {
    const params = new URLSearchParams(state);
    params.delete('search');
    params.delete('page');
    return params.toString();
  };
  const searchOf = (state: string) => new URLSearchParams(state).get('search') ?? '';
  const typing = searchOf(before) !== '' && searchOf(after) !== '' && searchOf(before) !== searchOf(after);
  return typing && rest(before) === rest(after) ? 'replace' : 'push';
}
