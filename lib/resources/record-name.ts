import type { FieldKind } from './field.ts';

type Row = Record<string, unknown>;

// Kinds a reader knows a record by; a number or a date names a record only when nothing else does.
const NAMING_KINDS: readonly (FieldKind | 'id' | 'timestamp')[] = ['text', 'textarea', 'email'];

/**
 * The field that names an area's records everywhere (row actions, confirmations, ref labels, cards,
 * calendar chips, announcements): the definition's `views.title`, else its first naming column, else its first
 * column, else the id (docs/architecture.md, the display name rule).
 */
export function titleFieldOf(
  columns: readonly { field: string; kind: FieldKind | 'id' | 'timestamp' }[],
  idKey: string,
  title?: string,
): string {
  return (
    title ?? columns.find((column) => NAMING_KINDS.includes(column.kind))?.field ?? columns[0]?.field ?? idKey
  );
}

/** A record's display name by its area's rule; its id when that field is empty. */
export const recordName = (resource: { titleField: string; idKey: string }, row: Row): string =>
  String(row[resource.titleField] ?? row[resource.idKey] ?? '');
