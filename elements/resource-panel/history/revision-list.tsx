import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { historyTexts } from './texts.ts';
import { GitCompare, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { revisionCommands, type Revision } from '../../../lib/protocol/revision.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { revisionLabels } from '../../../lib/revisions/labels.ts';
import { showToast } from '../../../lib/toasts/toasts.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import * as styles from '../common/styles.css.ts';
import * as trail from './record-trail.css.ts';
import { RevisionCompare, type Comparison } from './revision-compare.tsx';
import { useOnOpen } from './use-on-open.ts';
import * as controls from '../../ui/controls.css.ts';

/**
 * A record's saved versions, newest first, each named once by when it was saved (docs/behaviour.md,
 * "Revisions"); any two compared side by side, and an older one restored.
 */
export function RevisionList({
  resource,
  id,
  open,
  onRestored,
}: {
  resource: Resource;
  id: number;
  open: boolean;
  onRestored: () => void;
}) {
  const [reloads, setReloads] = useState(0);
  const [comparison, setComparison] = useState<Comparison | null>(null);
  // Counts the version buttons pressed: each press opens the comparison afresh, which takes focus.
  const [opened, setOpened] = useState(0);
  const [restoring, setRestoring] = useState(false);
  const t = useTexts(historyTexts);
  const locale = useLocale();
  const { data, error } = useOnOpen(
    open,
    () => callCommand(revisionCommands.list, { area: resource.name as never, record_id: id }),
    reloads,
  );
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!data)
    return open ? (
      <p role="status" className={controls.loading}>
        {t.loadingRevisions}
      </p>
    ) : null;
  if (data.list.length === 0) return <p className={trail.meta}>{t.noRevisions}</p>;
  const labels = revisionLabels(data.list, locale);
  const restore = async (revision: Revision, label: string) => {
    setRestoring(true);
    try {
      await callCommand(revisionCommands.restore, { revision_id: revision.revision_id });
      showToast('success', t.restoredTo({ one: resource.words.one, label }));
      setComparison(null);
      setReloads((n) => n + 1);
      onRestored();
    } finally {
      setRestoring(false);
    }
  };
  return (
    <>
      {comparison && (
        <RevisionCompare
          key={opened}
          resource={resource}
          revisions={data.list}
          labels={labels}
          comparison={comparison}
          onChange={setComparison}
          onClose={() => setComparison(null)}
        />
      )}
      <ol className={trail.entries} aria-label={t.revisionsOf({ one: resource.words.one })}>
        {data.list.map((revision: Revision, index: number) => {
          const older = data.list[index + 1];
          return (
            <li key={revision.revision_id} className={trail.entry}>
              <span>
                <strong>{labels[index]}</strong>{' '}
                <span className={trail.meta}>
                  {t.savedBy({ user: revision.user_email ?? t.someoneUnknown })}
                </span>{' '}
                {index === 0 && <Badge tone="neutral">{t.currentVersion}</Badge>}
              </span>
              <span className={styles.toolbar}>
                {older && (
                  <Button
                    icon={GitCompare}
                    onClick={() => {
                      setComparison({ from: older.revision_id, to: revision.revision_id });
                      setOpened((n) => n + 1);
                    }}
                  >
                    {t.compareWithBefore}
                  </Button>
                )}
                {index > 0 && (
                  <Button
                    icon={RotateCcw}
                    disabled={restoring}
                    onClick={() => void restore(revision, labels[index]!)}
                  >
                    {t.restoreVersion}
                  </Button>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}
