import { Lock } from 'lucide-react';
import * as controls from '../../ui/controls.css.ts';
import { Icon } from '../../ui/icon.tsx';
import * as cal from './calendar.css.ts';
import type { HandleProps } from '../move/use-move.ts';
import { classes } from '../../ui/classes.ts';

export interface EntryProps {
  id: number;
  name: string;
  time: string;
  status: string | undefined;
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
export function CalendarEntry({ id, name, time, status, readOnly, handle, onOpen, ...look }: EntryProps) {
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
        title={readOnly ? `${name} (read-only)` : name}
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
            , {status ?? 'read-only'}
            {readOnly && status ? ', read-only' : ''}
          </span>
        )}
      </button>
    </li>
  );
}
