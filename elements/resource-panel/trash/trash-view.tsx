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
import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';
import * as controls from '../../ui/controls.css.ts';

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
  const label = resource.words.one;
  const t = useTexts(panelTexts);
  const locale = useLocale();

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
      showToast('success', t.deletedForever({ label: resource.label }));
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
          {t.deletedTitle({ plural: resource.plural })}
        </h1>
        <Button icon={ArrowLeft} onClick={() => go({ view: 'list' })}>
          {t.backTo({ plural: resource.plural })}
        </Button>
      </div>
      <p className={styles.lead}>{t.trashIntro({ many: resource.words.many })}</p>
      {problem && <Alert tone="error">{problem}</Alert>}
      {!data && !problem && (
        <p role="status" className={controls.loading}>
          {t.loading}
        </p>
      )}
      {data && data.items.length === 0 && (
        <p className={rows.empty}>{t.trashEmpty({ many: resource.words.many })}</p>
      )}
      {data && data.items.length > 0 && (
        <ul className={rows.list} aria-label={t.deletedTitle({ plural: resource.plural })}>
          {data.items.map((item) => (
            <li key={item.record_id} className={rows.row}>
              <div className={rows.main}>
                <span className={rows.title}>{item.title}</span>
                <span className={rows.meta}>
                  <span>
                    {item.deleted_by
                      ? t.deletedAtBy({
                          date: formatDateTime(item.deleted_at, { locale }),
                          user: item.deleted_by,
                        })
                      : t.deletedAt({ date: formatDateTime(item.deleted_at, { locale }) })}
                  </span>
                  <span>{t.keptUntil({ date: formatDate(item.purge_at, { locale }) })}</span>
                </span>
              </div>
              <div className={rows.actions}>
                <Button
                  icon={RotateCcw}
                  disabled={busy}
                  aria-label={t.restoreName({ name: item.title })}
                  onClick={() => void restore(item)}
                >
                  {t.restore}
                </Button>
                <Button
                  variant="danger"
                  icon={Trash2}
                  disabled={busy}
                  aria-label={t.deleteForeverName({ name: item.title })}
                  onClick={() => setPurging(item)}
                >
                  {t.deleteForever}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className={styles.head} aria-label={t.pages}>
          <Button icon={ChevronLeft} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t.previous}
          </Button>
          <span>{t.pageOf({ page, pages })}</span>
          <Button icon={ChevronRight} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t.next}
          </Button>
        </nav>
      )}
      <ConfirmDialog
        open={purging !== null}
        title={t.deleteForeverTitle({ label })}
        message={purging ? t.deleteForeverMessage({ name: purging.title }) : ''}
        confirmLabel={t.deleteForever}
        busy={busy}
        onConfirm={() => void purge()}
        onCancel={() => setPurging(null)}
      />
    </section>
  );
}
