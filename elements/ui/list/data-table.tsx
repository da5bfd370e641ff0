import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import type { ColumnAlign } from '../../../lib/format/column-align.ts';
import type { Order } from '../../../lib/protocol/list.ts';
import { Icon } from '../icon.tsx';
import { useNarrow } from '../use-narrow.ts';
import * as controls from '../controls.css.ts';
import { CardList } from './card-list.tsx';
import { cellContent } from './cell-content.tsx';
import { ScrollHint, useOverflow } from './scroll-hint.tsx';
import * as styles from './list.css.ts';

export interface Column<T> {
  key: string;
  label: string;
  sortable?: boolean;
  /** 'end' for numbers and money, so their digits line up (docs/behaviour.md#lists). */
  align?: ColumnAlign;
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
  /** A row's own class besides the table's (a row a colleague just changed: docs/behaviour.md#live-changes). */
  rowClass?: (row: T) => string | undefined;
}

/** Below this width of its own (docs/behaviour.md#limits' mobile breakpoint) a table shows its rows as cards. */
export const CARD_LAYOUT_BELOW_PX = 640;

const ARIA_SORT = { asc: 'ascending', desc: 'descending', random: 'other' } as const;

/**
 * A readable data table (docs/behaviour.md#lists): a real <table> with a caption, sortable headers as
 * buttons with aria-sort, the row actions in a column pinned to the end so they stay on screen however
 * wide the table is, a hint when it scrolls sideways, and below 640 px of its own width the rows as cards.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
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
  } = props;
  const frame = useRef<HTMLDivElement>(null);
  const narrow = useNarrow(frame, CARD_LAYOUT_BELOW_PX);
  const scroller = useRef<HTMLDivElement>(null);
  const overflows = useOverflow(scroller, [rows, columns, narrow]);
  return (
    <div ref={frame} className={styles.frame}>
      {narrow ? (
        <CardList {...props} />
      ) : (
        <>
          <div
            ref={scroller}
            className={styles.scroller}
            role="region"
            aria-label={`${caption} table`}
            tabIndex={0}
            part="table"
          >
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
                        className={`${styles.th} ${styles.align[column.align ?? 'start']}`}
                        aria-sort={sorted ? ARIA_SORT[order] : undefined}
                      >
                        {column.header ??
                          (column.sortable && onSort ? (
                            <button
                              type="button"
                              className={styles.sortButton}
                              onClick={() => onSort(column.key)}
                            >
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
                    <th scope="col" className={styles.actionsHead}>
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
                    <tr
                      key={rowKey(row)}
                      data-row-key={rowKey(row)}
                      className={`${styles.row} ${props.rowClass?.(row) ?? ''}`}
                    >
                      {columns.map((column) => (
                        <td
                          key={column.key}
                          className={`${styles.td} ${styles.align[column.align ?? 'start']}`}
                        >
                          {cellContent(column, row)}
                        </td>
                      ))}
                      {actions && (
                        <td className={styles.actionsCell} data-actions="">
                          {actions(row)}
                        </td>
                      )}
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          {overflows && <ScrollHint />}
        </>
      )}
    </div>
  );
}
