import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import type { ColumnAlign } from '../../../lib/format/column-align.ts';
import type { Order } from '../../../lib/protocol/list.ts';
import { Icon } from '../icon.tsx';
import { useTexts } from '../../runtime/locale.tsx';
import { uiTexts } from '../texts.ts';
import { useNarrow } from '../use-narrow.ts';
import * as controls from '../controls.css.ts';
import { CardList } from './card-list.tsx';
import { cellContent } from './cell-content.tsx';
import { ColumnResizer } from './column-resizer.tsx';
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
  /** The width the user gave the column, in px (docs/behaviour.md#lists). */
  width?: number;
  /** Long free text: narrower by default, so the key columns keep their room (lib/list/column-room.ts). */
  givesWay?: boolean;
  /** A cell's whole value as text, shown on hover when the cell ends in an ellipsis. */
  title?: (row: T) => string | undefined;
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
  /** Set: each labelled column's header has a resize handle; the final width of one. */
  onResize?: (key: string, width: number) => void;
}

/** Below this width of its own (docs/behaviour.md#limits' mobile breakpoint) a table shows its rows as cards. */
export const CARD_LAYOUT_BELOW_PX = 640;

/** The header cell's laid-out width: where a resize starts from when the user gave the column none. */
const headerWidth = (table: HTMLElement | null, key: string): number =>
  Math.round(
    table?.querySelector(`th[data-column="${CSS.escape(key)}"]`)?.getBoundingClientRect().width ?? 0,
  );

const ARIA_SORT = { asc: 'ascending', desc: 'descending', random: 'other' } as const;

/**
 * A readable data table (docs/behaviour.md#lists): a real <table> with a caption, sortable headers as
 * buttons with aria-sort, the row actions in a column pinned to the end so they stay on screen however
 * wide the table is, a hint when it scrolls sideways, and below 640 px of its own width the rows as cards.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const t = useTexts(uiTexts);
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
    onResize,
  } = props;
  const [draft, setDraft] = useState<{ key: string; width: number } | null>(null);
  const widthOf = (column: Column<T>) => (draft?.key === column.key ? draft.width : column.width);
  const sized = (width: number | undefined) =>
    width === undefined ? undefined : { width, minWidth: width, maxWidth: width };
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
                        data-column={column.key}
                        scope="col"
                        className={`${styles.th} ${styles.align[column.align ?? 'start']}`}
                        style={sized(widthOf(column))}
                        aria-sort={sorted ? ARIA_SORT[order] : undefined}
                        // The header is named by its label alone, not with its resize handle's name too.
                        aria-label={onResize && !column.header ? column.label : undefined}
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
                        {onResize && !column.header && (
                          <ColumnResizer
                            label={t.resizeColumn({ column: column.label })}
                            // The kept width, not the draft: a drag's end is compared with what is kept.
                            width={column.width}
                            measure={() => headerWidth(scroller.current, column.key)}
                            onDraft={(width) => setDraft(width === null ? null : { key: column.key, width })}
                            onResize={(width) => onResize(column.key, width)}
                          />
                        )}
                      </th>
                    );
                  })}
                  {actions && (
                    <th scope="col" className={styles.actionsHead}>
                      <span className={controls.visuallyHidden}>{t.actions}</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 ? (
                  <tr>
                    <td className={styles.empty} colSpan={columns.length + (actions ? 1 : 0)}>
                      {busy ? t.loading : emptyText}
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
                          className={`${styles.td} ${styles.align[column.align ?? 'start']} ${column.givesWay ? styles.givesWay : ''}`}
                          style={sized(widthOf(column))}
                          title={column.title?.(row)}
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
