import { FileWarning, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { apiClient } from '../../../lib/api/api.ts';
import { runOutcome, runRodeoSync, type SyncRun } from '../../../lib/rodeo-sync/run-sync.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { ListView, type Row } from '../../resource-panel/list/list-view.tsx';
import type { AddressedListProps } from '../../resource-panel/list/use-list-address.ts';
import { useCan } from '../../resource-panel/common/use-access.ts';
import * as styles from '../../resource-panel/common/styles.css.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';

/**
 * Sync Rodeo Data: start a run (its progress streams into the status bar), see how the last one ended,
 * and the list of runs with their counts; each run's refused rows open in a dialog.
 */
export function SyncView({ resource, go, listState, onListState }: AddressedListProps) {
  const titleId = useId();
  const can = useCan(resource);
  const [running, setRunning] = useState(false);
  const [last, setLast] = useState<SyncRun | null>(null);
  // Bumped after each run, so the list of runs reads again and shows it.
  const [round, setRound] = useState(0);
  const [shown, setShown] = useState<Row | null>(null);

  const start = async () => {
    setRunning(true);
    try {
      setLast(await runRodeoSync(apiClient, commandOf(resource, 'run')));
    } finally {
      setRunning(false);
      setRound((n) => n + 1);
    }
  };

  return (
    <div className={styles.panel}>
      <section className={styles.panel} aria-labelledby={titleId}>
        <div className={styles.head}>
          <h1 id={titleId} className={styles.title}>
            Sync Rodeo Data
          </h1>
          {can('run') && (
            <Button variant="primary" icon={RefreshCw} disabled={running} onClick={() => void start()}>
              {running ? 'Syncing…' : 'Run sync'}
            </Button>
          )}
        </div>
        <p className={styles.lead}>
          Pulls rodeos and contestants from the rodeo feed through your account’s rodeo service connection and
          updates them by their feed id; rows the feed gets wrong are skipped and listed. Progress shows in
          the status bar.
        </p>
        {last && <Alert tone={runOutcome(last).tone}>{runOutcome(last).text}</Alert>}
      </section>
      <ListView
        key={round}
        resource={resource}
        go={go}
        listState={listState}
        onListState={onListState}
        extras={{
          rowActions: (row) =>
            row.errors ? (
              <Button
                variant="ghost"
                icon={FileWarning}
                iconOnly
                label={`Errors of run ${String(row.rodeo_sync_id)}`}
                onClick={() => setShown(row)}
              />
            ) : null,
        }}
      />
      <Dialog
        open={shown !== null}
        size="lg"
        title={`Errors of run ${String(shown?.rodeo_sync_id ?? '')}`}
        onClose={() => setShown(null)}
      >
        <pre className={styles.errorLines} tabIndex={0} aria-label="Refused rows">
          {String(shown?.errors ?? '')}
        </pre>
      </Dialog>
    </div>
  );
}
