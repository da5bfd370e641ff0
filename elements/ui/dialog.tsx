import { useTexts } from '../runtime/locale.tsx';
import { commonTexts } from './common-texts.ts';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from './button.tsx';
import * as styles from './dialog.css.ts';
import { deepActiveElement } from './focus.ts';

export type DialogSize = keyof typeof styles.size;

export interface DialogProps {
  open: boolean;
  title: string;
  size?: DialogSize;
  /** Escape, the close button, or the caller's Cancel. */
  onClose: () => void;
  /** With onSubmit the dialog body is a form; Enter in a field submits it. */
  onSubmit?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** The close button's name, in the view's language (English by default). */
  closeLabel?: string;
}

/**
 * docs/behaviour.md#states's dialog on the native modal <dialog>: the browser makes the rest of the page inert (focus cannot
 * leave it) and closes it on Escape; focus goes back to whatever opened it.
 */
export function Dialog({
  open,
  title,
  size = 'md',
  onClose,
  onSubmit,
  children,
  footer,
  closeLabel,
}: DialogProps) {
  const t = useTexts(commonTexts);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<HTMLElement | null>(null);
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    opener.current = deepActiveElement();
    dialog.showModal();
    // React's autoFocus runs before the dialog shows (and renders no attribute), so showModal would focus
    // the first button, Close: the control marked data-autofocus takes the focus instead.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      dialog.close();
      opener.current?.focus();
    };
  }, [open]);

  if (!open) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A dialog opened from inside another form (the article editor's link dialog) submits only itself:
    // React would bubble the submit on to the outer form's handler.
    event.stopPropagation();
    onSubmit?.();
  };
  const content = (
    <>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <Button variant="ghost" icon={X} iconOnly label={closeLabel ?? t.close} onClick={onClose} />
      </div>
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.foot}>{footer}</div>}
    </>
  );
  return (
    <dialog
      ref={ref}
      part="dialog"
      aria-labelledby={titleId}
      className={styles.size[size]}
      onCancel={(event) => {
        event.preventDefault();
        latestOnClose.current();
      }}
    >
      {onSubmit ? (
        <form className={styles.layout} onSubmit={submit} noValidate>
          {content}
        </form>
      ) : (
        <div className={styles.layout}>{content}</div>
      )}
    </dialog>
  );
}
