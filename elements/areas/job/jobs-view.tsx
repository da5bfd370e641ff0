import { Ban, FileWarning, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ListView, type Row } from '../../resource-panel/list/list-view.tsx';
import type { AddressedListProps } from '../../resource-panel/list/use-list-address.ts';
import { useCan } from '../../resource-panel/common/use-access.ts';
import * as styles from '../../resource-panel/common/styles.css.ts';

/**
 * Jobs (super admins): the account's server jobs, waiting, running, done or failed; a failed or cancelled
 * one can be retried, a waiting or running one cancelled, and a failed one's error read in full.
 */
export function JobsView({ resource, go, listState, onListState }: AddressedListProps) {
  const can = useCan(resource);
  // Bumped after a retry or cancel, so the list reads again and shows the job's new state.
  const [round, setRound] = useState(0);
  const [shown, setShown] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (command: 'retry' | 'cancel', row: Row) => {
    setBusy(true);
    try {
      await callCommand(commandOf(resource, command), { job_id: row.job_id });
    } catch {
      // The API client has shown why; the list shows the job as it is.
    } finally {
      setBusy(false);
      setRound((n) => n + 1);
    }
  };

  const actions = (row: Row) => (
    <>
      {row.last_error ? (
        <Button
          variant="ghost"
          icon={FileWarning}
          iconOnly
          label={`Error of job ${String(row.job_id)}`}
          onClick={() => setShown(row)}
        />
      ) : null}
      {can('retry') && (row.status === 'failed' || row.status === 'cancelled') ? (
        <Button
          variant="ghost"
          icon={RotateCcw}
          iconOnly
          disabled={busy}
          label={`Retry job ${String(row.job_id)}`}
          onClick={() => void act('retry', row)}
        />
      ) : null}
      {can('cancel') && (row.status === 'queued' || row.status === 'running') ? (
        <Button
          variant="ghost"
          icon={Ban}
          iconOnly
          disabled={busy}
          label={`Cancel job ${String(row.job_id)}`}
          onClick={() => void act('cancel', row)}
        />
      ) : null}
    </>
  );

  return (
    <div className={styles.panel}>
      <p className={styles.lead}>
        Work the server does in the background, such as sending broadcasts. A failed job keeps its error;
        retry it once the cause is fixed. Cancelling a broadcast’s job cancels the broadcast.
      </p>
      <ListView
        key={round}
        resource={resource}
        go={go}
        listState={listState}
        onListState={onListState}
        extras={{ rowActions: actions }}
      />
      <Dialog
        open={shown !== null}
        size="lg"
        title={`Error of job ${String(shown?.job_id ?? '')}`}
        onClose={() => setShown(null)}
      >
        <pre className={styles.errorLines} tabIndex={0} aria-label="Error">
          {String(shown?.last_error ?? '')}
        </pre>
      </Dialog>
    </div>
  );
}
