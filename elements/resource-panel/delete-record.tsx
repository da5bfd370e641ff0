import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { callCommand } from '../../lib/api/api.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { showDeleted } from '../../lib/trash/undo.ts';
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
      showDeleted(resource, record[resource.idKey] as number);
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
        title={`Delete ${resource.label.toLowerCase()}`}
        message={`Delete ${name}? It goes to the trash, from where you can restore it.`}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
