import type { ListColumn } from '../resources/spec.ts';

// The kinds whose cell shows the value as it is stored: long ones end in an ellipsis in a table.
const PLAIN_KINDS: ReadonlySet<ListColumn['kind']> = new Set(['text', 'textarea', 'email', 'url', 'tags']);

/**
 * A list cell's whole value as text for its hover title (docs/behaviour.md#lists): a long email or name
 * ends in an ellipsis rather than widening the page, and the title keeps the rest of it reachable. Only
 * plain text columns: a date, badge or amount is shown whole already.
 */
export function cellTitle(column: ListColumn, value: unknown): string | undefined {
  if (column.format || !PLAIN_KINDS.has(column.kind)) return undefined;
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}
