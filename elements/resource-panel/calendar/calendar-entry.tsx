import { Lock } from 'lucide-react';
import * as controls from '../../ui/controls.css.ts';
import { Icon } from '../../ui/icon.tsx';
import * as cal from './calendar.css.ts';
import type { HandleProps } from '../move/use-move.ts';
import { classes } from '../../ui/classes.ts';
import { moveTexts } from '../../../lib/move/move-texts.ts';
import { useTexts } from '../../runtime/locale.tsx';

export interface EntryProps {
  id: number;
  name: string;
  time: string;
  status: string | undefined;
  /** The status in words, in the view's language. */
  statusLabel: string | undefined;
  /** Kept read-only (sent, or beyond the viewer's level): marked with the lock the legend explains. */
  readOnly: boolean;
  draggable: boolean;
  dragging: boolean;
  handle: HandleProps;
  helpId: string;
  lockNoteId: string;
  onOpen: () => void;
}

/**
 * A record on its day: its time, its title on up to two lines (the whole title in its name and
 * tooltip), and a lock when it is read-only. It opens the record; it is also the handle that moves it.
 */
export function CalendarEntry(props: EntryProps) {
  const { id, name, time, status, statusLabel, readOnly, handle, onOpen, ...look } = props;
  const t = useTexts(moveTexts);
  return (
    <li>
      <button
        type="button"
        {...handle}
        className={classes(
          cal.chip,
          readOnly ? cal.sent : look.draggable && cal.draggable,
          look.dragging && cal.dragging,
        )}
        data-record-id={id}
        data-status={status}
        title={readOnly ? t.nameReadOnly({ name }) : name}
        aria-describedby={readOnly ? look.lockNoteId : look.helpId}
        onClick={onOpen}
      >
        <span className={cal.chipHead}>
          <span className={cal.time}>{time}</span>
          {readOnly && <Icon icon={Lock} />}
        </span>
        <span className={cal.chipText}>{name}</span>
        {(readOnly || status) && (
          <span className={controls.visuallyHidden}>
            {`, ${[status && (statusLabel ?? status), readOnly && t.readOnly].filter(Boolean).join(', ')}`}
          </span>
        )}
      </button>
    </li>
  );
}
