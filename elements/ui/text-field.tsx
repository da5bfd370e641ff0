import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import * as styles from './controls.css.ts';

interface FieldFrame {
  label: ReactNode;
  /** Shown in place of the help text when set (docs/behaviour.md#validation: form inputs). */
  error?: string | null;
  help?: ReactNode;
}

type InputProps = FieldFrame & InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
type AreaProps = FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };

/**
 * A labelled input or textarea with its help or error text, wired for assistive technology: the label
 * names it, the help or error describes it, and an error marks it invalid.
 */
export function TextField(props: InputProps | AreaProps) {
  const { label, error, help, id: givenId, required, multiline, ...control } = props;
  const autoId = useId();
  const id = givenId ?? autoId;
  const noteId = `${id}-note`;
  const note = error || help;
  const shared = {
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': note ? noteId : undefined,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea
          {...shared}
          {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          className={styles.textarea}
        />
      ) : (
        <input {...shared} {...(control as InputHTMLAttributes<HTMLInputElement>)} className={styles.input} />
      )}
      {note && (
        <p id={noteId} className={error ? styles.error : styles.help}>
          {note}
        </p>
      )}
    </div>
  );
}
