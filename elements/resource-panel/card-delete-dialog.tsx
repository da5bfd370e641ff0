import { useState } from 'react';
import { callCommand } from '../../lib/api/api.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { showDeleted } from '../../lib/trash/undo.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

/** A board card's delete, behind a confirmation (docs/behaviour.md#areas: every list deletes with one). */
export function CardDeleteDialog({
  resource,
  id,
  name,
  onClose,
}: {
  resource: Resource;
  id: number;
  name: string;
  onClose: (deleted: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await callCommand(resource.commands.delete!, { [resource.idKey]: id });
      showDeleted(resource, id);
      onClose(true);
    } catch {
      // The API client has shown the server's message as a toast; the dialog stays for another try.
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open
      title={`Delete ${resource.label.toLowerCase()}`}
      message={`Delete “${name}”? It goes to the trash, from where you can restore it.`}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => onClose(false)}
    />
  );
}
