import { ArrowDown, ArrowUp, Columns3, RotateCcw, Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { chosenColumns, moveColumn } from '../../../lib/list/column-choice.ts';
import type { ListPrefsStore } from '../../../lib/list/list-prefs.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { Button } from '../../ui/button.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import * as styles from './lists.css.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

/**
 * Show, hide and order a list's columns (docs/behaviour.md#lists), kept per user and area by the server;
 * Reset goes back to the area's own columns.
 */
export function ColumnChooser({
  resource,
  chosen,
  prefs,
  disabled = false,
}: {
  resource: Resource;
  chosen: readonly string[] | null;
  prefs: ListPrefsStore;
  /** Until the user's columns are read: shown, so the toolbar does not grow when they come. */
  disabled?: boolean;
}) {
  const [draft, setDraft] = useState<{ order: string[]; shown: Set<string> } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useTexts(panelTexts);
  const labelOf = (name: string) => resource.columns.find((column) => column.field === name)?.label ?? name;
  // A moved row is rebuilt in its new place, which takes the focus from its button: the button gets it
  // back, or the other one when the row reached an end (docs/behaviour.md#lists).
  const list = useRef<HTMLUListElement>(null);
  const moved = useRef<{ name: string; way: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (!moved.current) return;
    const { name, way } = moved.current;
    moved.current = null;
    const button = (to: 'up' | 'down') => {
      const label = (to === 'up' ? t.moveUp : t.moveDown)({ name: labelOf(name) });
      return list.current?.querySelector<HTMLButtonElement>(`button[aria-label=${JSON.stringify(label)}]`);
    };
    const same = button(way);
    (same && !same.disabled ? same : button(way === 'up' ? 'down' : 'up'))?.focus();
  });
  const move = (name: string, way: 'up' | 'down') => {
    if (!draft) return;
    moved.current = { name, way };
    setDraft({ ...draft, order: moveColumn(draft.order, name, way === 'up' ? -1 : 1) });
  };
  const open = () => {
    const shown = chosenColumns(resource.columns, chosen).map((column) => column.field);
    const hidden = resource.columns.map((column) => column.field).filter((name) => !shown.includes(name));
    setError(null);
    setDraft({ order: [...shown, ...hidden], shown: new Set(shown) });
  };
  const save = async (columns: string[] | null) => {
    if (columns && columns.length === 0) return setError(t.showOneColumn);
    setBusy(true);
    try {
      await prefs.setColumns(columns);
      setDraft(null);
    } catch {
      setError(t.columnsNotSaved);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button icon={Columns3} disabled={disabled} onClick={open}>
        {t.columns}
      </Button>
      {draft && (
        <FormDialog
          title={t.columns}
          size="sm"
          busy={busy}
          error={error}
          submitLabel={t.saveColumns}
          busyLabel={t.saving}
          submitIcon={Save}
          onSubmit={() => void save(draft.order.filter((name) => draft.shown.has(name)))}
          onClose={() => setDraft(null)}
        >
          <ul ref={list} className={styles.chooserList}>
            {draft.order.map((name, index) => (
              <li key={name} className={styles.chooserRow}>
                <label className={styles.chooserLabel}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    checked={draft.shown.has(name)}
                    onChange={() => {
                      const shown = new Set(draft.shown);
                      if (!shown.delete(name)) shown.add(name);
                      setDraft({ ...draft, shown });
                    }}
                  />
                  {labelOf(name)}
                </label>
                <Button
                  variant="ghost"
                  icon={ArrowUp}
                  iconOnly
                  label={t.moveUp({ name: labelOf(name) })}
                  disabled={index === 0}
                  onClick={() => move(name, 'up')}
                />
                <Button
                  variant="ghost"
                  icon={ArrowDown}
                  iconOnly
                  label={t.moveDown({ name: labelOf(name) })}
                  disabled={index === draft.order.length - 1}
                  onClick={() => move(name, 'down')}
                />
              </li>
            ))}
          </ul>
          <Button icon={RotateCcw} onClick={() => void save(null)}>
            {t.usualColumns}
          </Button>
        </FormDialog>
      )}
    </>
  );
}
