import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { callCommand } from '../../lib/api/api.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { showToast } from '../../lib/toasts/toasts.ts';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useCan } from './use-access.ts';

/**
 * Delete from a record's edit form, behind the same confirmation as a list row's: for areas whose list is
 * not a table of rows with actions (a calendar).
 */
export function DeleteRecord({
  resource,
  record,
  name,
  onDeleted,
}: {
  resource: Resource;
  record: Record<string, unknown>;
  name: string;
  onDeleted: () => void;
}) {
  const can = useCan(resource);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!can('delete')) return null;
  const confirm = async () => {
    setBusy(true);
    try {
      await callCommand(resource.commands.delete!, { [resource.idKey]: record[resource.idKey] });
      showToast('success', `${resource.label} deleted successfully`);
      onDeleted();
    } catch {
      // The API client has shown the server's message as a toast; the dialog stays for another try.
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="danger" icon={Trash2} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete ${resource.words.one}`}
        message={`Delete ${name}? This cannot be undone.`}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
