import { useEffect, useRef, type KeyboardEvent } from 'react';
import { pageState, type Selection, type SelectionStore } from '../../../lib/list/selection.ts';
import type { Column } from '../../ui/list/data-table.tsx';
import type { PanelTexts } from '../texts.ts';
import * as styles from './lists.css.ts';

type Row = Record<string, unknown>;

function PageBox({
  state,
  label,
  onChange,
}: {
  state: boolean | 'mixed';
  label: string;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'mixed';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      aria-label={label}
      checked={state === true}
      onChange={onChange}
    />
  );
}

/**
 * Keyboard use of a list (docs/behaviour.md#lists): a row's checkbox is its focus stop; Space selects
 * (the checkbox's own key), Enter opens the record, Up and Down move between rows.
 */
function onRowKey(event: KeyboardEvent<HTMLInputElement>, open: () => void) {
  if (event.key === 'Enter') {
    event.preventDefault();
    open();
    return;
  }
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const row = event.currentTarget.closest('tr');
  const next = event.key === 'ArrowDown' ? row?.nextElementSibling : row?.previousElementSibling;
  const box = next?.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (box) {
    event.preventDefault();
    box.focus();
  }
}

/** The first column of a list with bulk actions: a checkbox per row, and one for the page in the header. */
export function selectionColumn({
  rows,
  idOf,
  nameOf,
  selection,
  store,
  open,
  t,
}: {
  rows: readonly Row[];
  idOf: (row: Row) => number;
  nameOf: (row: Row) => string;
  selection: Selection;
  store: SelectionStore;
  open?: (row: Row) => void;
  t: PanelTexts;
}): Column<Row> {
  const pageIds = rows.map(idOf);
  return {
    key: '__select',
    label: t.selectColumn,
    header: (
      <PageBox
        state={pageState(selection, pageIds)}
        label={t.selectPage}
        onChange={() => store.togglePage(pageIds)}
      />
    ),
    render: (row) => (
      <input
        type="checkbox"
        className={styles.checkbox}
        aria-label={t.select({ name: nameOf(row) })}
        checked={selection.allMatching || selection.ids.includes(idOf(row))}
        disabled={selection.allMatching}
        onChange={() => store.toggle(idOf(row))}
        onKeyDown={(event) => onRowKey(event, () => open?.(row))}
      />
    ),
  };
}
