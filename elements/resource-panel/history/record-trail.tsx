import { History, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { actionWords } from '../../../lib/format/activity-words.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { activityCommands, type ActivityEntry } from '../../../lib/protocol/activity.ts';
import { REVISED_AREAS, revisionCommands, type Revision } from '../../../lib/protocol/revision.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { revisionDiff, type FieldDiff } from '../../../lib/revisions/diff.ts';
import { showToast } from '../../../lib/toasts/toasts.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import * as styles from '../common/styles.css.ts';
import * as trail from './record-trail.css.ts';

interface RecordTrailProps {
  resource: Resource;
  id: number;
  /** A revision was restored: the form reads the record again. */
  onRestored: () => void;
}

const labelOf = (resource: Resource, field: string) => resource.fields[field]?.label ?? field;
const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '(empty)'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** Loads once, when its section is first opened; `key` starts it again (after a restore). */
function useOnOpen<T>(open: boolean, load: () => Promise<T>, key: number) {
  const [state, setState] = useState<{ data?: T; error?: string }>({});
  useEffect(() => {
    if (!open) return;
    let live = true;
    load().then(
      (data) => live && setState({ data }),
      (error: Error) => live && setState({ error: error.message }),
    );
    return () => {
      live = false;
    };
    // `load` is rebuilt on each render; `key` says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, key]);
  return state;
}

function DiffLines({ resource, diffs }: { resource: Resource; diffs: FieldDiff[] }) {
  if (diffs.length === 0) return <p className={trail.meta}>No field changed.</p>;
  return (
    <dl className={trail.changes}>
      {diffs.map((diff) => (
        <div key={diff.field} style={{ display: 'contents' }}>
          <dt>{labelOf(resource, diff.field)}</dt>
          <dd className={trail.diff}>
            {diff.parts.map((part, index) =>
              part.kind === 'added' ? (
                <ins key={index} className={trail.added}>
                  {part.text}
                </ins>
              ) : part.kind === 'removed' ? (
                <del key={index} className={trail.removed}>
                  {part.text}
                </del>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function HistoryList({
  resource,
  id,
  open,
  reloads,
}: {
  resource: Resource;
  id: number;
  open: boolean;
  reloads: number;
}) {
  const { data, error } = useOnOpen(
    open,
    () => callCommand(activityCommands.history, { area: resource.name, record_id: id, limit: 100 }),
    reloads,
  );
  if (error) return <Alert tone="error">{error}</Alert>;
  // A closed section says nothing: its loading line would linger, hidden, on a screen that has loaded.
  if (!data) return open ? <p role="status">Loading history…</p> : null;
  if (data.list.length === 0) return <p className={trail.meta}>No changes recorded yet.</p>;
  return (
    <ol className={trail.entries} aria-label={`History of this ${resource.label.toLowerCase()}`}>
      {data.list.map((entry: ActivityEntry) => (
        <li key={entry.activity_id} className={trail.entry}>
          <span>
            <strong>{actionWords(entry.action)}</strong>{' '}
            <span className={trail.meta}>
              by {entry.user_email ?? 'someone unknown'}
              {entry.api_key_id ? ' through an API key' : ''}
              {entry.embed_session_id ? ' in an embedded panel' : ''} on {formatDateTime(entry.at)}
            </span>
          </span>
          {entry.changes && entry.action !== 'create' && (
            <dl className={trail.changes}>
              {Object.entries(entry.changes).map(([field, [before, after]]) => (
                <div key={field} style={{ display: 'contents' }}>
                  <dt>{labelOf(resource, field)}</dt>
                  <dd className={trail.diff}>
                    {shown(before)} → {shown(after)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ol>
  );
}

function RevisionList({
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
  const [comparing, setComparing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const { data, error } = useOnOpen(
    open,
    () => callCommand(revisionCommands.list, { area: resource.name as never, record_id: id }),
    reloads,
  );
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!data) return open ? <p role="status">Loading revisions…</p> : null;
  if (data.list.length === 0) return <p className={trail.meta}>No revisions saved yet.</p>;
  const order = Object.keys(resource.fields);
  const rich = new Set(order.filter((name) => resource.fields[name]?.kind === 'rich'));
  const restore = async (revision: Revision) => {
    setRestoring(true);
    try {
      await callCommand(revisionCommands.restore, { revision_id: revision.revision_id });
      showToast(
        'success',
        `The ${resource.label.toLowerCase()} was restored to its version of ${formatDateTime(revision.at)}.`,
      );
      setReloads((n) => n + 1);
      onRestored();
    } finally {
      setRestoring(false);
    }
  };
  return (
    <ol className={trail.entries} aria-label={`Revisions of this ${resource.label.toLowerCase()}`}>
      {data.list.map((revision: Revision, index: number) => {
        const older = data.list[index + 1];
        return (
          <li key={revision.revision_id} className={trail.entry}>
            <span>
              <strong>{index === 0 ? 'Current version' : `Version of ${formatDateTime(revision.at)}`}</strong>{' '}
              <span className={trail.meta}>
                saved by {revision.user_email ?? 'someone unknown'} on {formatDateTime(revision.at)}
              </span>
            </span>
            <span className={styles.toolbar}>
              {older && (
                <Button
                  icon={History}
                  aria-expanded={comparing === revision.revision_id}
                  onClick={() =>
                    setComparing(comparing === revision.revision_id ? null : revision.revision_id)
                  }
                >
                  {comparing === revision.revision_id ? 'Hide changes' : 'Show changes'}
                </Button>
              )}
              {index > 0 && (
                <Button icon={RotateCcw} disabled={restoring} onClick={() => void restore(revision)}>
                  Restore this version
                </Button>
              )}
            </span>
            {older && comparing === revision.revision_id && (
              <DiffLines resource={resource} diffs={revisionDiff(older.data, revision.data, order, rich)} />
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A record's History (its activity entries) and, for the areas that keep them, its Revisions, under its
 * edit form (docs/behaviour.md, "Activity and history" and "Revisions"). Each loads when opened.
 */
export default function RecordTrail({ resource, id, onRestored }: RecordTrailProps) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const [reloads, setReloads] = useState(0);
  const revised = (REVISED_AREAS as readonly string[]).includes(resource.name);
  const restored = () => {
    setReloads((n) => n + 1);
    onRestored();
  };
  return (
    <>
      {revised && (
        <details className={styles.section} onToggle={(event) => setRevisionsOpen(event.currentTarget.open)}>
          <summary className={styles.legend}>Revisions</summary>
          <RevisionList resource={resource} id={id} open={revisionsOpen} onRestored={restored} />
        </details>
      )}
      <details className={styles.section} onToggle={(event) => setHistoryOpen(event.currentTarget.open)}>
        <summary className={styles.legend}>History</summary>
        <HistoryList resource={resource} id={id} open={historyOpen} reloads={reloads} />
      </details>
    </>
  );
}
