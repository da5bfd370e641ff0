import { Plus, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { LIST_SCHEMA_MAX_LIMIT } from '../../../lib/protocol/list.ts';
import type { ResourceWith } from '../../../lib/resources/spec.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import * as controls from '../../ui/controls.css.ts';
import * as styles from '../common/styles.css.ts';
import * as look from './board.css.ts';
import { BoardCard } from './board-card.tsx';
import { BoardColumn } from './board-column.tsx';
import { useBoard } from './use-board.ts';
import { useBoardMove } from './use-board-move.ts';
import type { PanelNavigation, PanelView } from '../navigation/panel-view.ts';
import { RecordDialog } from '../dialogs/record-dialog.tsx';
import { TrashButton } from '../trash/trash-button.tsx';
import { useCan } from '../common/use-access.ts';
import { REFRESH_EVERY_MS, useRefresh } from './use-refresh.ts';
import { useLiveReread } from '../live/use-live-reread.ts';
import { moveTexts } from '../../../lib/move/move-texts.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

const FormView = lazy(() => import('../form/form-view.tsx').then((m) => ({ default: m.FormView })));

/**
 * An area whose list is a board (the Task Board): its records as cards in the columns of an enum field,
 * created and edited in a dialog that has the address of the area's create or edit view (`card`: Back
 * closes it, reload and a link open it again, docs/behaviour.md#addresses), moved by a card's handle (board/use-board-move.ts), every step
 * announced. What a colleague did shows as they do it, read again on the area's changes on the page's
 * stream (docs/behaviour.md#live-changes), and on focus and on coming back to the tab (use-refresh.ts);
 * every 15 s only while the stream is down.
 */
export function BoardView({
  resource,
  go,
  card,
}: {
  resource: ResourceWith<'board'>;
  go: PanelNavigation;
  card: PanelView;
}) {
  const spec = resource.board;
  // The card's details: the list's other enum and date columns, the board's own column left out.
  const details = resource.columns.filter(
    (column) => column.field !== spec.column && (column.kind === 'enum' || column.kind === 'date'),
  );
  const can = useCan(resource);
  const t = useTexts(moveTexts);
  const loading = useTexts(panelTexts).loading;
  const baseId = useId();
  const helpId = useId();
  const editing = card.view === 'create' ? card : card.view === 'edit' && card.id !== undefined ? card : null;
  const [deleting, setDeleting] = useState<number | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const data = useBoard(resource);
  const { rows, error, nameOf, headingOf } = data;
  // A card's node rebuilt elsewhere, or deleted, takes focus with it: it goes to the card the keyboard
  // moves, or else to Create.
  const { move, shown, held, dropAt, section, item } = useBoardMove(data, () =>
    deleting === null && editing === null ? createButton.current : null,
  );
  // A card held, on its way, being edited or deleted: a colleague's change waits, so nothing moves under it.
  const busy = move.state.phase !== 'idle' || data.moving || editing !== null || deleting !== null;
  useLiveReread([resource.name], data.load, { held: busy, shows: data.shows, pollMs: REFRESH_EVERY_MS });
  useRefresh(data.load, busy);
  const dragged = move.state.phase === 'dragging' ? move.state.id : null;

  if (error && !rows) return <Alert tone="error">{error}</Alert>;
  if (!rows)
    return (
      <p role="status" className={controls.loading}>
        {loading}
      </p>
    );
  return (
    <section className={styles.panel} aria-labelledby={`${baseId}-title`}>
      <div className={styles.head}>
        <h1 id={`${baseId}-title`} className={styles.title}>
          {spec.title}
        </h1>
        <span className={controls.row}>
          <Button icon={RefreshCw} disabled={data.moving} onClick={data.load}>
            {t.refresh}
          </Button>
          <TrashButton resource={resource} go={go} />
          {can('create') && (
            <Button ref={createButton} variant="primary" icon={Plus} onClick={() => go({ view: 'create' })}>
              {resource.createLabel}
            </Button>
          )}
        </span>
      </div>
      <p id={helpId} className={controls.help}>
        {t.boardHelp}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {data.tooMany && (
        <Alert tone="warning">
          {t.onlyFirst({ count: LIST_SCHEMA_MAX_LIMIT, many: resource.words.many })}
        </Alert>
      )}
      {Object.values(shown).every((ids) => ids.length === 0) && <p>{resource.emptyText}</p>}
      <div className={look.columns}>
        {data.columns.map((column) => {
          const ids = shown[column] ?? [];
          return (
            <BoardColumn
              key={column}
              column={column}
              heading={headingOf(column)}
              headingId={`${baseId}-${column}`}
              ids={ids}
              dragged={dragged}
              dropAt={dropAt?.column === column ? dropAt.index : -1}
              sectionRef={section(column)}
              card={(id, index) => (
                <BoardCard
                  key={id}
                  id={id}
                  row={rows.get(id)}
                  name={nameOf(id)}
                  handleLabel={t.moveCard({
                    name: nameOf(id),
                    heading: headingOf(column),
                    position: index + 1,
                    total: ids.length,
                  })}
                  deleteLabel={t.deleteCard({ name: nameOf(id) })}
                  details={details}
                  held={held === id}
                  dragged={dragged === id}
                  handle={move.handle(id)}
                  helpId={helpId}
                  can={can}
                  node={item(id)}
                  titleRef={move.control(id, 'title')}
                  onEdit={() => go({ view: 'edit', id })}
                  onDelete={() => setDeleting(id)}
                />
              )}
            />
          );
        })}
      </div>
      <p role="status" className={controls.visuallyHidden}>
        {move.announcement}
      </p>
      {deleting !== null && (
        <RecordDialog
          resource={resource}
          row={rows?.get(deleting) ?? { [resource.idKey]: deleting }}
          onClose={(deleted) => {
            setDeleting(null);
            if (deleted) data.load();
          }}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <FormView
            key={`${editing.view}-${editing.id ?? 'new'}`}
            inDialog
            resource={resource}
            view={editing.view}
            {...(editing.id === undefined ? {} : { id: editing.id })}
            onDone={(saved) => {
              go({ view: 'list' });
              if (saved) data.load();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
