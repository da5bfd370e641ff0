import type { ListColumn } from '../resources/spec.ts';

export type ColumnAlign = 'start' | 'end';

/**
 * Where a list column's values line up (docs/behaviour.md#lists): numbers, sizes and money at the end, so
 * their digits line up by place; text, dates and badges at the start.
 */
export const columnAlign = (column: Pick<ListColumn, 'kind' | 'format'>): ColumnAlign =>
  column.format === 'bytes' || column.format === 'cents' || column.kind === 'int' ? 'end' : 'start';
