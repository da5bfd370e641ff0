import { z } from './z.ts';
import { ACCESS } from './access.ts';
import { defineCommands } from './command.ts';
import { id, timestamp } from './fields.ts';
import { filterSchema, LIST_SCHEMA_MAX_LIMIT, ORDERS, SEARCH_MAX } from './list.ts';
import { plainText } from './plain-text.ts';
import { said } from './issue-texts.ts';

// docs/behaviour.md#lists: saved views and the column choice, per user and area, kept by the server so
// they follow the user to another browser.

export const SAVED_VIEW_NAME_MAX = 60;
export const SAVED_VIEWS_MAX = 50;
const COLUMNS_MAX = 40;

const area = z
  .string()
  .check(z.regex(/^[a-z]+(_[a-z]+)*$/, { error: said('Expected an area name') }), z.maxLength(64));
const columnName = z.string().check(z.minLength(1), z.maxLength(64));

/** A column's width in CSS pixels, as the user dragged it: narrow enough to show a word, never wider than a screen. */
export const COLUMN_WIDTH_MIN = 48;
export const COLUMN_WIDTH_MAX = 800;
/** Widths by column name; a column without one takes the table's own layout. */
export const columnWidthsSchema = z
  .record(columnName, z.int().check(z.gte(COLUMN_WIDTH_MIN), z.lte(COLUMN_WIDTH_MAX)))
  .check(
    z.refine((widths) => Object.keys(widths).length <= COLUMNS_MAX, {
      error: said(`At most ${COLUMNS_MAX} widths`),
    }),
  );
export type ColumnWidths = z.output<typeof columnWidthsSchema>;

/** What a saved view holds: the list's filters, search, sort and page size, and its columns if chosen. */
export const viewStateSchema = z.object({
  filters: z._default(z.array(filterSchema).check(z.maxLength(50)), []),
  search: z._default(z.string().check(z.trim(), z.maxLength(SEARCH_MAX)), ''),
  sort: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  order: z._default(z.enum(ORDERS), 'asc'),
  limit: z.optional(z.int().check(z.gte(1), z.lte(LIST_SCHEMA_MAX_LIMIT))),
  columns: z.optional(z.array(columnName).check(z.maxLength(COLUMNS_MAX))),
  /** The columns' widths when the user resized some. */
  widths: z.optional(columnWidthsSchema),
});
export type ViewState = z.output<typeof viewStateSchema>;

export const savedViewSchema = z.object({
  view_id: z.int(),
  area: z.string(),
  name: z.string(),
  state: viewStateSchema,
  shared: z.boolean(),
  /** True for the caller's own views; a colleague's shared view can be used, not changed. */
  mine: z.boolean(),
  owner: z.string(),
  updated_at: timestamp,
});
export type SavedView = z.output<typeof savedViewSchema>;

export const listPrefsSchema = z.object({
  views: z.array(savedViewSchema),
  /** The view the list opens with when its address carries no state; null: the area's own defaults. */
  default_view: z.nullable(z.int()),
  /** The columns shown, in order; null: the definition's. */
  columns: z.nullable(z.array(z.string())),
  /** The widths the user gave columns by resizing them; null: none (the table's own layout). */
  widths: z.optional(z.nullable(columnWidthsSchema)),
});
export type ListPrefs = z.output<typeof listPrefsSchema>;

export const listPrefsCommands = defineCommands('list_prefs', {
  read: {
    method: 'GET',
    auth: 'user',
    access: ACCESS.user,
    request: z.object({ area }),
    response: listPrefsSchema,
    summary:
      'The caller’s saved views of an area with the ones colleagues shared with the account, the caller’s default view and column choice.',
  },
  save_view: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.user,
    request: z.object({
      area,
      /** Set: changes one of the caller's own views; left out: a new one. */
      view_id: z.optional(id),
      name: plainText().check(z.trim(), z.minLength(1), z.maxLength(SAVED_VIEW_NAME_MAX)),
      state: viewStateSchema,
      shared: z._default(z.boolean(), false),
    }),
    response: savedViewSchema,
    summary: `Save a named view of an area (filters, search, sort, page size, columns and their widths), private or shared with the account; at most ${SAVED_VIEWS_MAX} per user and area, names unique per user and area.`,
  },
  delete_view: {
    method: 'DELETE',
    auth: 'user',
    access: ACCESS.user,
    request: z.object({ view_id: id }),
    response: z.object({ success: z.boolean() }),
    summary: 'Delete one of the caller’s own saved views.',
  },
  save_prefs: {
    method: 'PUT',
    auth: 'user',
    access: ACCESS.user,
    request: z.object({
      area,
      /** null: back to the area's own columns (reset); left out: unchanged. */
      columns: z.optional(z.nullable(z.array(columnName).check(z.minLength(1), z.maxLength(COLUMNS_MAX)))),
      /** null: no default view; left out: unchanged. */
      default_view: z.optional(z.nullable(id)),
      /** null: every column back to the table's own width; left out: unchanged. */
      widths: z.optional(z.nullable(columnWidthsSchema)),
    }),
    response: listPrefsSchema,
    summary:
      'Set the caller’s column choice (shown columns in order, or null to reset), column widths and default view of an area.',
  },
});
