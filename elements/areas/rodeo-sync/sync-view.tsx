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
import { titleIn } from '../../../lib/i18n/area-words.ts';
import { rodeoSyncArea } from '../../../lib/resources/rodeo-sync.area.ts';
import { syncTexts } from '../../../lib/rodeo-sync/sync-texts.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { useAreaWords } from '../../ui/use-area-words.ts';
import { syncViewTexts } from './texts.ts';

/**
 * Sync Rodeo Data: start a run (its progress streams into the status bar), see how the last one ended,
 * and the list of runs with their counts; each run's refused rows open in a dialog.
 */
export function SyncView({ resource, go, listState, onListState }: AddressedListProps) {
  const t = useTexts(syncViewTexts);
  const said = useTexts(syncTexts);
  const words = useAreaWords();
  const [path, english] = rodeoSyncArea.screens.sync;
  const title = titleIn(words ?? null, path, english);
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
      setLast(await runRodeoSync(apiClient, commandOf(resource, 'run'), { texts: said, title }));
    } finally {
      setRunning(false);
      setRound((n) => n + 1);
    }
  };

  const outcome = last && runOutcome(last, said);

  return (
    <div className={styles.panel}>
      <section className={styles.panel} aria-labelledby={titleId}>
        <div className={styles.head}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {can('run') && (
            <Button variant="primary" icon={RefreshCw} disabled={running} onClick={() => void start()}>
              {running ? t.syncing : t.runSync}
            </Button>
          )}
        </div>
        <p className={styles.lead}>{t.lead}</p>
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
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
                label={t.errorsOf({ id: String(row.rodeo_sync_id) })}
                onClick={() => setShown(row)}
              />
            ) : null,
        }}
      />
      <Dialog
        open={shown !== null}
        size="lg"
        title={t.errorsOf({ id: String(shown?.rodeo_sync_id ?? '') })}
        onClose={() => setShown(null)}
      >
        <pre className={styles.errorLines} tabIndex={0} aria-label={t.refusedRows}>
          {String(shown?.errors ?? '')}
        </pre>
      </Dialog>
    </div>
  );
}
