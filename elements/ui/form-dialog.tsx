import { useTexts } from '../runtime/locale.tsx';
import { commonTexts } from './common-texts.ts';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import * as controls from './controls.css.ts';
import { Dialog, type DialogSize } from './dialog.tsx';

export interface FormDialogProps {
  title: string;
  size?: DialogSize;
  /** While true the submit button shows `busyLabel` and is disabled. */
  busy: boolean;
  /** The submit button waits, disabled, for something else first (a merge to apply). */
  blocked?: boolean;
  error: string | null;
  submitLabel: string;
  busyLabel: string;
  /** The Cancel button's text, in the view's language (English by default). */
  cancelLabel?: string;
  /** The close button's name, likewise. */
  closeLabel?: string;
  submitIcon: LucideIcon;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog holding a form: its error above the fields, Cancel and the submit button below. */
export function FormDialog({
  title,
  size = 'md',
  busy,
  blocked = false,
  error,
  submitLabel,
  busyLabel,
  cancelLabel,
  closeLabel,
  submitIcon,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const t = useTexts(commonTexts);
  return (
    <Dialog
      open
      title={title}
      size={size}
      onClose={onClose}
      closeLabel={closeLabel}
      onSubmit={onSubmit}
      footer={
        <>
          <Button onClick={onClose}>{cancelLabel ?? t.cancel}</Button>
          <Button type="submit" variant="primary" icon={submitIcon} disabled={busy || blocked}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </>
      }
    >
      <div className={controls.stack}>
        {error && <Alert tone="error">{error}</Alert>}
        {children}
      </div>
    </Dialog>
  );
}
