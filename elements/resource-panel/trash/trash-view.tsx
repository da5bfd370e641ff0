import { ArrowLeft, ChevronLeft, ChevronRight, RotateCcw, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { formatDateTime, formatDate } from '../../../lib/format/date.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import { decodePage, encodePage } from '../../../lib/list/list-address.ts';
import { showToast } from '../../../lib/toasts/toasts.ts';
import { TRASH_PAGE_SIZE, type TrashItem } from '../../../lib/trash/commands.ts';
import { restoreFromTrash } from '../../../lib/trash/undo.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import * as rows from '../../ui/record-list.css.ts';
import type { AddressedListProps } from '../list/use-list-address.ts';
import { useListChoice } from '../list/use-list-choice.ts';
import * as styles from '../common/styles.css.ts';

const PAGE = { read: decodePage, write: encodePage };

/**
 * An area's trash (docs/behaviour.md#trash): what was deleted, newest first, each restored or deleted
 * forever; the rest goes by itself TRASH_DAYS after its delete.
 */
export function TrashView({ resource, go, listState = '', onListState }: AddressedListProps) {
  const titleId = useId();
  // Its page is in the address, like a list's (docs/behaviour.md#addresses).
  const [page, setPage] = useListChoice(resource, listState, onListState, PAGE);
  const [data, setData] = useState<{ items: TrashItem[]; total: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [purging, setPurging] = useState<TrashItem | null>(null);
  const [busy, setBusy] = useState(false);
  const label = resource.label.toLowerCase();

  const load = useCallback(
    () =>
      callCommand(commandOf(resource, 'trash'), { page }).then(
        (loaded) => {
          setData(loaded);
          setProblem(null);
        },
        (error: Error) => setProblem(error.message),
      ),
    [resource, page],
  );
  useEffect(() => void load(), [load]);

  const restore = async (item: TrashItem) => {
    setBusy(true);
    // A refusal (its email taken meanwhile) shows as the API client's toast; the row stays.
    await restoreFromTrash(resource, item.record_id).then(load, () => undefined);
    setBusy(false);
  };
  const purge = async () => {
    if (!purging) return;
    setBusy(true);
    try {
      await callCommand(commandOf(resource, 'purge'), { [resource.idKey]: purging.record_id });
      showToast('success', `${resource.label} deleted forever`);
      setPurging(null);
      await load();
    } catch {
      // The API client has shown the server's message; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / TRASH_PAGE_SIZE));
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          {`Deleted ${resource.plural}`}
        </h1>
        <Button icon={ArrowLeft} onClick={() => go({ view: 'list' })}>
          {`Back to ${resource.plural}`}
        </Button>
      </div>
      <p className={styles.lead}>
        {`Deleted ${resource.plural.toLowerCase()} wait here until the date shown, then go for good. Restore puts one back as it was.`}
      </p>
      {problem && <Alert tone="error">{problem}</Alert>}
      {!data && !problem && <p role="status">Loading…</p>}
      {data && data.items.length === 0 && (
        <p className={rows.empty}>{`No deleted ${resource.plural.toLowerCase()}.`}</p>
      )}
      {data && data.items.length > 0 && (
        <ul className={rows.list} aria-label={`Deleted ${resource.plural}`}>
          {data.items.map((item) => (
            <li key={item.record_id} className={rows.row}>
              <div className={rows.main}>
                <span className={rows.title}>{item.title}</span>
                <span className={rows.meta}>
                  <span>
                    {`Deleted ${formatDateTime(item.deleted_at)}`}
                    {item.deleted_by ? ` by ${item.deleted_by}` : ''}
                  </span>
                  <span>{`Kept until ${formatDate(item.purge_at)}`}</span>
                </span>
              </div>
              <div className={rows.actions}>
                <Button
                  icon={RotateCcw}
                  disabled={busy}
                  aria-label={`Restore ${item.title}`}
                  onClick={() => void restore(item)}
                >
                  Restore
                </Button>
                <Button
                  variant="danger"
                  icon={Trash2}
                  disabled={busy}
                  aria-label={`Delete forever: ${item.title}`}
                  onClick={() => setPurging(item)}
                >
                  Delete forever
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className={styles.head} aria-label="Pages">
          <Button icon={ChevronLeft} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>{`Page ${page} of ${pages}`}</span>
          <Button icon={ChevronRight} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
      <ConfirmDialog
        open={purging !== null}
        title={`Delete ${label} forever`}
        message={purging ? `Delete ${purging.title} forever? This cannot be undone.` : ''}
        confirmLabel="Delete forever"
        busy={busy}
        onConfirm={() => void purge()}
        onCancel={() => setPurging(null)}
      />
    </section>
  );
}
