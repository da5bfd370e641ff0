import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Resource } from '../../../lib/resources/define.ts';
import { Button } from '../../ui/button.tsx';
import { RecordDialog } from './record-dialog.tsx';
import { useCan } from '../common/use-access.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

/**
 * Delete from a record's edit form, behind the same confirmation and Undo as a list row's
 * (docs/behaviour.md#records, edit screens).
 */
export function DeleteRecord({
  resource,
  record,
  onDeleted,
}: {
  resource: Resource;
  record: Record<string, unknown>;
  onDeleted: () => void;
}) {
  const can = useCan(resource);
  const [open, setOpen] = useState(false);
  const t = useTexts(panelTexts);
  if (!can('delete')) return null;
  return (
    <>
      <Button variant="danger" icon={Trash2} onClick={() => setOpen(true)}>
        {t.deleteButton}
      </Button>
      {open && (
        <RecordDialog
          resource={resource}
          row={record}
          onClose={(deleted) => (deleted ? onDeleted() : setOpen(false))}
        />
      )}
    </>
  );
}
