import type { ReactNode } from 'react';
import type { Column } from './data-table.tsx';

const cellText = (value: unknown): ReactNode =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : String(value);

/** What a table cell or a card field shows: the column's own rendering, else the value as text. */
export const cellContent = <T,>(column: Column<T>, row: T): ReactNode =>
  column.render ? column.render(row) : cellText((row as Record<string, unknown>)[column.key]);
