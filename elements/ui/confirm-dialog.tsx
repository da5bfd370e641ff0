import { useTexts } from '../runtime/locale.tsx';
import { commonTexts } from './common-texts.ts';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** The Cancel button's text, in the view's language (English by default). */
  cancelLabel?: string;
  /** The close button's name, likewise. */
  closeLabel?: string;
  busy?: boolean;
  /** What the action needs besides a yes (where a bucket's images go), below the message. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirmation before a destructive action: Cancel is focused first, so Enter does not delete. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  busy = false,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useTexts(commonTexts);
  return (
    <Dialog
      open={open}
      title={title}
      size="sm"
      onClose={onCancel}
      closeLabel={closeLabel}
      footer={
        <>
          <Button data-autofocus onClick={onCancel}>
            {cancelLabel ?? t.cancel}
          </Button>
          <Button variant="danger" disabled={busy} onClick={onConfirm}>
            {confirmLabel ?? t.delete}
          </Button>
        </>
      }
    >
      {message && <div>{message}</div>}
      {children}
    </Dialog>
  );
}
