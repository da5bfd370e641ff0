import type { ReactNode } from 'react';
import * as controls from '../../ui/controls.css.ts';
import * as styles from './frame.css.ts';

export interface RichFieldShellProps {
  /** The label's id, which the editing surface names as its label. */
  labelId: string;
  label: string;
  required: boolean;
  error?: string;
  help?: string;
  noteId: string;
  /** The toolbar and document, or what shows while they load. */
  children: ReactNode;
}

/**
 * A rich field's label, box and note: the same while the editor's chunk loads as once it has, so that
 * nothing below it moves when it arrives (frame.css.ts).
 */
export function RichFieldShell({
  labelId,
  label,
  required,
  error,
  help,
  noteId,
  children,
}: RichFieldShellProps) {
  const note = error || help;
  return (
    <div className={controls.field}>
      <span id={labelId} className={controls.label}>
        {label}
        {required && (
          <span className={controls.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <div className={styles.frame} data-invalid={error ? 'true' : undefined}>
        {children}
      </div>
      {note && (
        <p id={noteId} className={error ? controls.error : controls.help}>
          {note}
        </p>
      )}
    </div>
  );
}
