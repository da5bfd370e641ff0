import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../button.tsx';
import { useTexts } from '../../runtime/locale.tsx';
import { uiTexts } from '../texts.ts';
import * as controls from '../controls.css.ts';
import { cellContent } from './cell-content.tsx';
import type { DataTableProps } from './data-table.tsx';
import * as styles from './list.css.ts';

/**
 * A table's rows as cards, for a frame narrower than the mobile breakpoint (docs/behaviour.md#lists): each
 * row a list item with its columns as label and value, its actions always at hand at the end, and the sort
 * as a picker since there are no column headers to press.
 */
export function CardList<T>({ sort, order = 'asc', onSort, ...table }: DataTableProps<T>) {
  const t = useTexts(uiTexts);
  const sortId = useId();
  const { caption, columns, rows, rowKey, emptyText, actions, busy = false } = table;
  const sortable = columns.filter((column) => column.sortable);
  return (
    <div className={styles.cards} part="table" data-layout="cards">
      {onSort && sortable.length > 0 && (
        <div className={styles.cardSort}>
          <label htmlFor={sortId} className={controls.label}>
            {t.sortBy}
          </label>
          <select
            id={sortId}
            className={styles.select}
            value={sort ?? ''}
            onChange={(event) => onSort(event.target.value)}
          >
            {sort === undefined && <option value="">—</option>}
            {sortable.map((column) => (
              <option key={column.key} value={column.key}>
                {column.label}
              </option>
            ))}
          </select>
          {sort !== undefined && (
            <Button
              variant="ghost"
              icon={order === 'desc' ? ArrowDown : ArrowUp}
              iconOnly
              label={order === 'desc' ? t.sortedDescending : t.sortedAscending}
              onClick={() => onSort(sort)}
            />
          )}
        </div>
      )}
      {rows.length === 0 ? (
        <p className={styles.empty} aria-busy={busy}>
          {busy ? t.loading : emptyText}
        </p>
      ) : (
        <ul className={styles.cardList} aria-label={caption} aria-busy={busy}>
          {rows.map((row) => (
            <li
              key={rowKey(row)}
              data-row-key={rowKey(row)}
              className={`${styles.card} ${table.rowClass?.(row) ?? ''}`}
            >
              <dl className={styles.cardFields}>
                {columns.map((column) => (
                  <div key={column.key} className={styles.cardField}>
                    <dt className={styles.cardLabel}>{column.label}</dt>
                    <dd className={styles.cardValue}>{cellContent(column, row)}</dd>
                  </div>
                ))}
              </dl>
              {actions && (
                <div className={styles.cardActions} data-actions="">
                  {actions(row)}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
