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
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  closeLabel,
  busy = false,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
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
            {cancelLabel}
          </Button>
          <Button variant="danger" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message && <div>{message}</div>}
      {children}
    </Dialog>
  );
}
