import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Order } from '../../../lib/protocol/list.ts';
import { Icon } from '../icon.tsx';
import * as controls from '../controls.css.ts';
import * as styles from './list.css.ts';

export interface Column<T> {
  key: string;
  label: string;
  sortable?: boolean;
  render?: (row: T) => ReactNode;
  /** The header cell's content instead of the label (a select-all checkbox). */
  header?: ReactNode;
}

export interface DataTableProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  sort?: string;
  order?: Order;
  onSort?: (key: string) => void;
  /** docs/behaviour.md#messages's empty text, e.g. 'No contacts found...'. */
  emptyText: string;
  actions?: (row: T) => ReactNode;
  busy?: boolean;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending', random: 'other' } as const;

const cellText = (value: unknown): ReactNode =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : String(value);

/**
 * A readable data table: a real <table> with a caption, sortable headers as buttons with aria-sort, and a
 * scroll region that the keyboard can reach when the table is wider than the screen.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  order = 'asc',
  onSort,
  emptyText,
  actions,
  busy = false,
}: DataTableProps<T>) {
  return (
    <div className={styles.scroller} role="region" aria-label={`${caption} table`} tabIndex={0} part="table">
      <table className={styles.table} aria-busy={busy}>
        <caption className={controls.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = sort === column.key;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={styles.th}
                  aria-sort={sorted ? ARIA_SORT[order] : undefined}
                >
                  {column.header ??
                    (column.sortable && onSort ? (
                      <button type="button" className={styles.sortButton} onClick={() => onSort(column.key)}>
                        {column.label}
                        <Icon icon={!sorted ? ArrowUpDown : order === 'desc' ? ArrowDown : ArrowUp} />
                      </button>
                    ) : (
                      column.label
                    ))}
                </th>
              );
            })}
            {actions && (
              <th scope="col" className={styles.th}>
                <span className={controls.visuallyHidden}>Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className={styles.empty} colSpan={columns.length + (actions ? 1 : 0)}>
                {busy ? 'Loading…' : emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={styles.row}>
                {columns.map((column) => (
                  <td key={column.key} className={styles.td}>
                    {column.render
                      ? column.render(row)
                      : cellText((row as Record<string, unknown>)[column.key])}
                  </td>
                ))}
                {actions && <td className={styles.actionsCell}>{actions(row)}</td>}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
