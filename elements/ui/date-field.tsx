import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import {
  entryShape,
  formatDateEntry,
  formatTimeEntry,
  joinDateTime,
  parseDateEntry,
  splitDateTime,
} from '../../lib/format/date-entry.ts';
import { useLocale, useTexts } from '../runtime/locale.tsx';
import { uiTexts } from './texts.ts';
import { Button } from './button.tsx';
import * as controls from './controls.css.ts';
import * as styles from './date-field.css.ts';

// The month grid loads when a calendar is first opened: most who type a date never pay for it.
const DateGridDialog = lazy(() => import('./date-grid-dialog.tsx'));

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or 'YYYY-MM-DDTHH:mm' with `withTime`: what the browser's date inputs gave. */
  value: string;
  onChange: (value: string) => void;
  withTime?: boolean;
  name?: string;
  error?: string | null;
  help?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

// A pasted or filled 'YYYY-MM-DDTHH:mm' lands in the date box whole: both parts are taken from it.
const WHOLE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/;

/**
 * The kit's date (and date-time) control, in place of the browser's own (docs/behaviour.md#validation,
 * "Dates typed and picked"): the date typed in the user's locale ('03/14/2026'; '2026-03-14' is read too),
 * the time typed beside it ('7:30 PM' or '19:30'), and a button that opens a month grid to pick the day.
 * It hands the form the same value the browser's inputs did.
 */
export function DateField({
  label,
  value,
  onChange,
  withTime = false,
  name,
  error,
  help,
  required,
  disabled,
}: DateFieldProps) {
  const t = useTexts(uiTexts);
  const shape = entryShape(useLocale());
  const id = useId();
  const noteId = `${id}-note`;
  const shapeId = `${id}-shape`;
  const shown = (from: string) => {
    const parts = withTime ? splitDateTime(from) : { date: from, time: '' };
    return { date: formatDateEntry(parts.date, shape), time: formatTimeEntry(parts.time, shape) };
  };
  const [text, setText] = useState(() => shown(value));
  const [picking, setPicking] = useState(false);
  // A value set from outside (a merge, a reset) replaces what is typed; the echo of typing does not.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (joinDateTime(text.date, text.time, withTime, shape) !== value) setText(shown(value));
  }

  const type = (date: string, time: string) => {
    const whole = WHOLE.exec(date.trim());
    const next = whole && withTime ? shown(`${whole[1]}T${whole[2]}`) : { date, time };
    setText(next);
    onChange(joinDateTime(next.date, next.time, withTime, shape));
  };
  const pick = (day: string) => {
    setPicking(false);
    const time = text.time.trim() === '' ? '' : text.time;
    // The dialog hands the focus back to the calendar button as it closes.
    type(formatDateEntry(day, shape), time);
  };
  const note = error || help;
  const described = [shapeId, note ? noteId : ''].filter(Boolean).join(' ');
  const picked = parseDateEntry(text.date, shape);
  return (
    <div className={controls.field}>
      <label htmlFor={id} className={controls.label}>
        {label}
        {required && (
          <span className={controls.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={`${controls.input} ${styles.date}`}
          value={text.date}
          placeholder={shape.datePattern}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => type(event.target.value, text.time)}
          onBlur={() => picked && setText({ ...text, date: formatDateEntry(picked, shape) })}
        />
        {withTime && (
          <input
            name={name ? `${name}-time` : undefined}
            type="text"
            autoComplete="off"
            aria-label={t.timeOf({ field: label })}
            className={`${controls.input} ${styles.time}`}
            value={text.time}
            placeholder={shape.timePattern}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(event) => type(text.date, event.target.value)}
          />
        )}
        <Button
          variant="secondary"
          icon={CalendarDays}
          iconOnly
          label={t.chooseFromCalendar({ field: label })}
          aria-haspopup="dialog"
          disabled={disabled}
          onClick={() => setPicking(true)}
        />
      </div>
      <span id={shapeId} className={controls.visuallyHidden}>
        {withTime ? `${shape.datePattern}, ${shape.timePattern}` : shape.datePattern}
      </span>
      {note && (
        <p id={noteId} className={error ? controls.error : controls.help}>
          {note}
        </p>
      )}
      {picking && (
        <Suspense fallback={null}>
          <DateGridDialog
            title={t.chooseField({ field: label })}
            value={picked}
            onPick={pick}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
