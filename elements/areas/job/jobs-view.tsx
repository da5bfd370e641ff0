import { Ban, FileWarning, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { jobActionDone } from '../../../lib/jobs/job-actions.ts';
import { jobTexts } from '../../../lib/jobs/job-texts.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { jobsTexts } from './texts.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import { showToast } from '../../../lib/toasts/toasts.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ListView, type Row } from '../../resource-panel/list/list-view.tsx';
import type { AddressedListProps } from '../../resource-panel/list/use-list-address.ts';
import { useCan } from '../../resource-panel/common/use-access.ts';
import * as styles from '../../resource-panel/common/styles.css.ts';

/**
 * Jobs (super admins): the account's server jobs, waiting, running, done or failed; a failed or cancelled
 * one can be retried, a waiting or running one cancelled (after asking: a broadcast's job takes the broadcast
 * with it), and a failed one's error read in full. Each action says once what it did.
 */
export function JobsView({ resource, go, listState, onListState }: AddressedListProps) {
  const t = useTexts(jobsTexts);
  const said = useTexts(jobTexts);
  // Under the list's heading, as every screen's lead sits (docs/behaviour.md#screens).
  const intro = <p className={styles.lead}>{t.intro}</p>;
  const can = useCan(resource);
  // Bumped after a retry or cancel, so the list reads again and shows the job's new state.
  const [round, setRound] = useState(0);
  const [shown, setShown] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState<Row | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  // The list read again after an action has lost the button that was pressed: focus goes to its heading.
  useEffect(() => {
    if (round > 0) panel.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [round]);

  const act = async (command: 'retry' | 'cancel', row: Row) => {
    setBusy(true);
    try {
      await callCommand(commandOf(resource, command), { job_id: row.job_id });
      showToast('success', jobActionDone(command, String(row.title), said));
    } catch {
      // The API client has shown why; the list shows the job as it is.
    } finally {
      setCancelling(null);
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
          label={t.errorOf({ id: String(row.job_id) })}
          onClick={() => setShown(row)}
        />
      ) : null}
      {can('retry') && (row.status === 'failed' || row.status === 'cancelled') ? (
        <Button
          variant="ghost"
          icon={RotateCcw}
          iconOnly
          disabled={busy}
          label={t.retryJob({ id: String(row.job_id) })}
          onClick={() => void act('retry', row)}
        />
      ) : null}
      {can('cancel') && (row.status === 'queued' || row.status === 'running') ? (
        <Button
          variant="ghost"
          icon={Ban}
          iconOnly
          disabled={busy}
          label={t.cancelJobOf({ id: String(row.job_id) })}
          onClick={() => setCancelling(row)}
        />
      ) : null}
    </>
  );

  return (
    <div className={styles.panel} ref={panel}>
      <ListView
        key={round}
        resource={resource}
        go={go}
        listState={listState}
        onListState={onListState}
        extras={{ intro, rowActions: actions }}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={t.cancelThis}
        message={jobActionDone('ask-cancel', String(cancelling?.title ?? ''), said)}
        confirmLabel={t.cancelJob}
        busy={busy}
        onConfirm={() => cancelling && void act('cancel', cancelling)}
        onCancel={() => setCancelling(null)}
      />
      <Dialog
        open={shown !== null}
        size="lg"
        title={t.errorOf({ id: String(shown?.job_id ?? '') })}
        onClose={() => setShown(null)}
      >
        <pre className={styles.errorLines} tabIndex={0} aria-label={t.error}>
          {String(shown?.last_error ?? '')}
        </pre>
      </Dialog>
    </div>
  );
}
