import { useTexts } from '../../runtime/locale.tsx';
import { historyTexts } from './texts.ts';
import { useState } from 'react';
import { REVISED_AREAS } from '../../../lib/protocol/revision.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import * as styles from '../common/styles.css.ts';
import { HistoryList } from './history-list.tsx';
import { RevisionList } from './revision-list.tsx';

interface RecordTrailProps {
  resource: Resource;
  id: number;
  /** A revision was restored: the form reads the record again. */
  onRestored: () => void;
}

/**
 * A record's History (its activity entries) and, for the areas that keep them, its Revisions, under its
 * edit form (docs/behaviour.md, "Activity and history" and "Revisions"). Each loads when opened.
 */
export default function RecordTrail({ resource, id, onRestored }: RecordTrailProps) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const [reloads, setReloads] = useState(0);
  const t = useTexts(historyTexts);
  const revised = (REVISED_AREAS as readonly string[]).includes(resource.name);
  const restored = () => {
    setReloads((n) => n + 1);
    onRestored();
  };
  return (
    <>
      {revised && (
        <details className={styles.section} onToggle={(event) => setRevisionsOpen(event.currentTarget.open)}>
          <summary className={styles.legend}>{t.revisions}</summary>
          <RevisionList resource={resource} id={id} open={revisionsOpen} onRestored={restored} />
        </details>
      )}
      <details className={styles.section} onToggle={(event) => setHistoryOpen(event.currentTarget.open)}>
        <summary className={styles.legend}>{t.history}</summary>
        <HistoryList resource={resource} id={id} open={historyOpen} reloads={reloads} />
      </details>
    </>
  );
}
