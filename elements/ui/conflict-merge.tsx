import { GitMerge } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { initialChoices, mergeValues, type Conflict, type Side } from '../../lib/merge/conflict.ts';
import type { FormValues } from '../../lib/resource-views/form-values.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import * as styles from './conflict.css.ts';
import { useTexts } from '../runtime/locale.tsx';
import { conflictTexts } from './conflict-texts.ts';

const shown = (value: string | boolean, t: { yes: string; no: string; empty: string }): string =>
  value === true ? t.yes : value === false ? t.no : value === '' ? t.empty : value;

/**
 * A stale save's merge (docs/behaviour.md#conflicts): each field the other person changed, theirs beside
 * the user's, with keep mine or take theirs per field. The form keeps everything typed until Apply.
 * Focus moves to it when it appears, so a keyboard or screen reader user starts from the choice to make;
 * once applied it goes to the form's save, the next step, instead of falling to the page with the view.
 */
export function ConflictMerge({
  conflict,
  mine,
  label,
  onApply,
}: {
  conflict: Conflict;
  mine: FormValues;
  label: string;
  onApply: (merged: FormValues) => void;
}) {
  const t = useTexts(conflictTexts);
  const [choices, setChoices] = useState<Record<string, Side>>(() => initialChoices(conflict));
  const region = useRef<HTMLElement>(null);
  useEffect(() => region.current?.focus(), []);
  const apply = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.closest('form');
    // Rendered at once, so that the save the merge held back is enabled when it takes focus.
    flushSync(() => onApply(mergeValues(conflict, mine, choices)));
    form?.querySelector<HTMLElement>('button[type="submit"]:not(:disabled)')?.focus();
  };
  const all = (side: Side) =>
    setChoices(Object.fromEntries(conflict.fields.map((field) => [field.name, side])));
  return (
    <section ref={region} tabIndex={-1} className={styles.region} aria-label={t.region}>
      <Alert tone="warning">{t.intro({ one: label })}</Alert>
      <ul className={styles.fields}>
        {conflict.fields.map((field) => (
          <li key={field.name} className={styles.field}>
            <strong className={styles.fieldName}>{field.label}</strong>
            <div>
              <span className={styles.side}>{t.theirs}</span>
              <p className={styles.value}>{shown(field.theirs, t)}</p>
            </div>
            <div>
              <span className={styles.side}>{t.yours}</span>
              <p className={styles.value}>{shown(mine[field.name] ?? '', t)}</p>
            </div>
            <fieldset className={styles.choices} aria-label={t.whoseValue({ field: field.label })}>
              {(['mine', 'theirs'] as const).map((side) => (
                <label key={side} className={styles.choice}>
                  <input
                    type="radio"
                    className={styles.radio}
                    name={`conflict-${field.name}`}
                    checked={choices[field.name] === side}
                    onChange={() => setChoices((current) => ({ ...current, [field.name]: side }))}
                  />
                  {side === 'mine' ? t.keepMine : t.takeTheirs}
                </label>
              ))}
            </fieldset>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button onClick={() => all('mine')}>{t.keepAllMine}</Button>
        <Button onClick={() => all('theirs')}>{t.takeAllTheirs}</Button>
        <Button variant="primary" icon={GitMerge} onClick={apply}>
          {t.apply}
        </Button>
      </div>
    </section>
  );
}
