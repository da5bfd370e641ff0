import { lazy, Suspense, useState } from 'react';
import type { Resource } from '../../../lib/resources/define.ts';
import { recordName } from '../../../lib/resources/record-name.ts';
import { deleteRecord, runRecordCommand } from '../../../lib/resource-views/record-commands.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import type { HeldChoice } from './held-records-choice.tsx';
import { rowId } from '../../../lib/resources/record-types.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

type Row = Record<string, unknown>;

// Only areas whose records hold others' (a bucket's images) load the choice of where they go.
const HeldRecordsChoice = lazy(() =>
  import('./held-records-choice.tsx').then((m) => ({ default: m.HeldRecordsChoice })),
);

export interface RecordDialogProps {
  resource: Resource;
  row: Row;
  /** 'delete' (the default), or the command of the definition's row action (an API key's revoke). */
  command?: string;
  /** Closed with whether the command was done; the caller refreshes what it shows. */
  onClose: (done: boolean) => void;
}

/**
 * The confirmation of every record's delete and row action, in every view (docs/behaviour.md#areas:
 * delete asks first): the question names the record by its area's rule, and the area's held records, if
 * any, are asked about in the same dialog.
 */
export function RecordDialog({ resource, row, command = 'delete', onClose }: RecordDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [held, setHeld] = useState<HeldChoice>({ ready: !resource.holds, extra: {}, missing: null });
  const name = recordName(resource, row);
  const action = command === 'delete' ? undefined : resource.rowAction;
  const t = useTexts(panelTexts);
  const verb = action?.label ?? t.deleteButton;
  const question = action ? t.actionQuestion({ verb, name }) : t.deleteQuestion({ name });
  const note = action
    ? action.warning
    : [resource.deleteNote, resource.commands.restore ? t.toTrash : t.cannotUndo].filter(Boolean).join(' ');
  const confirm = async () => {
    if (held.missing) return setProblem(held.missing);
    setBusy(true);
    const id = rowId(resource, row);
    const done = action
      ? await runRecordCommand(resource, command, { [resource.idKey]: id }, action.done)
      : await deleteRecord(resource, id, held.extra);
    // On a failure the API client has shown the server's message; the dialog stays for another try.
    setBusy(false);
    if (done) onClose(true);
  };
  return (
    <ConfirmDialog
      open
      title={
        action ? t.actionTitle({ verb, one: resource.words.one }) : t.deleteTitle({ one: resource.words.one })
      }
      message={`${question} ${note}`}
      confirmLabel={held.confirmLabel ?? verb}
      busy={busy || !held.ready}
      onConfirm={() => void confirm()}
      onCancel={() => onClose(false)}
    >
      {!action && resource.holds && (
        <Suspense fallback={null}>
          <HeldRecordsChoice
            resource={resource}
            holds={resource.holds}
            row={row}
            onChange={(choice) => {
              setHeld(choice);
              setProblem(null);
            }}
          />
        </Suspense>
      )}
      {problem && <p role="alert">{problem}</p>}
    </ConfirmDialog>
  );
}
