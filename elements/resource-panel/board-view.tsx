import { GripVertical, Plus, RefreshCw, Trash2 } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { callCommand } from '../../lib/api/api.ts';
import {
  boardAnnouncements as say,
  boardOf,
  dropPlace,
  locate,
  moveCard,
  sameBoard,
  stepPlace,
  type Board,
  type Place,
} from '../../lib/board/board.ts';
import { LIST_SCHEMA_MAX_LIMIT, type ListResponse } from '../../lib/protocol/list.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { recordName } from '../../lib/resources/record-name.ts';
import { Alert } from '../ui/alert.tsx';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import * as controls from '../ui/controls.css.ts';
import * as styles from './styles.css.ts';
import * as look from './board.css.ts';
import { RecordDialog } from './record-dialog.tsx';
import { useCan } from './use-access.ts';
import { useRefresh } from './use-refresh.ts';

const FormView = lazy(() => import('./form-view.tsx').then((m) => ({ default: m.FormView })));

type Row = Record<string, unknown>;
type Editing = { view: 'create' } | { view: 'edit'; id: number } | null;
const PICK_KEYS = new Set([' ', 'Enter']);
const NO_COLUMNS: readonly string[] = [];

/**
 * An area whose list is a board (the Task Board): its records as cards in the columns of an enum field,
 * created and edited in a dialog, moved by dragging a card's handle or from the keyboard (Space or Enter
 * picks the card up, the arrow keys carry it, Space or Enter drops it, Escape puts it back), every step
 * announced. Each move is sent at once; the server's answer, the whole board as it now is, replaces the
 * board's own guess, so two browsers moving cards end up showing the same order. What another browser
 * did shows on focus, on coming back to the tab and every 15 s (use-refresh.ts).
 */
export function BoardView({ resource }: { resource: Resource }) {
  const spec = resource.board!;
  const columns = resource.fields[spec.column]?.values ?? NO_COLUMNS;
  const idKey = resource.idKey;
  // The card's details: the list's other enum and date columns, the board's own column left out.
  const details = resource.columns.filter(
    (column) => column.field !== spec.column && (column.kind === 'enum' || column.kind === 'date'),
  );
  const can = useCan(resource);
  const baseId = useId();
  const helpId = useId();
  const [rows, setRows] = useState<Map<number, Row> | null>(null);
  const [board, setBoard] = useState<Board>({});
  const [error, setError] = useState<string | null>(null);
  const [tooMany, setTooMany] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const [held, setHeld] = useState<{ id: number; before: Board } | null>(null);
  const [drag, setDrag] = useState<{ id: number; place: Place | null } | null>(null);
  const [moving, setMoving] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const items = useRef(new Map<number, HTMLLIElement>());
  const sections = useRef(new Map<string, HTMLElement>());
  const known = useRef(new Set<number>());
  // Bumped by every move: a list answer that left before it is older than the board and is dropped.
  const generation = useRef(0);
  // The card the keyboard last moved, whose handle gets focus back when its node is rebuilt elsewhere.
  const keyboardCard = useRef<number | null>(null);

  const placements = useCallback(
    (cards: Row[]) =>
      boardOf(
        columns,
        cards.map((card) => ({
          id: card[idKey] as number,
          column: String(card[spec.column]),
          position: Number(card[spec.position]),
        })),
      ),
    [columns, idKey, spec],
  );

  const load = useCallback(() => {
    const asked = generation.current;
    callCommand(
      resource.commands.list!,
      { sort: spec.position, order: 'asc', page: 1, limit: LIST_SCHEMA_MAX_LIMIT },
      { report: false },
    ).then(
      (response) => {
        if (asked !== generation.current) return;
        const { list, count } = response as ListResponse<Row>;
        known.current = new Set(list.map((row) => row[idKey] as number));
        setRows(new Map(list.map((row) => [row[idKey] as number, row])));
        setTooMany(count > list.length);
        const next = placements(list);
        setBoard((current) => (sameBoard(current, next) ? current : next));
        setError(null);
      },
      (failure: Error) => setError(failure.message),
    );
  }, [resource, spec, idKey, placements]);

  useEffect(load, [load]);
  useRefresh(load, held !== null || drag !== null || moving > 0 || editing !== null);

  // A card's node rebuilt elsewhere, or deleted, takes focus with it: give it to the card the keyboard
  // moves, or else to Create.
  useLayoutEffect(() => {
    const id = keyboardCard.current;
    const handle = id === null ? undefined : handles.current.get(id);
    const root = panel.current?.getRootNode() as Document | ShadowRoot | undefined;
    if (!root || root.activeElement) return;
    if (handle) handle.focus();
    else if (deleting === null && editing === null) createButton.current?.focus();
  }, [board, held, deleting, editing]);

  const headingOf = (column: string) => spec.headings[column] ?? column;
  const nameOf = (id: number) => recordName(resource, rows?.get(id) ?? { [idKey]: id });
  const tell = (phrase: typeof say.moved, id: number, on: Board) => {
    const place = locate(on, id);
    if (place)
      setAnnouncement(phrase(nameOf(id), headingOf(place.column), place.index, on[place.column]!.length));
  };

  const send = async (id: number, place: Place) => {
    generation.current += 1;
    setMoving((count) => count + 1);
    const guess = moveCard(board, id, place);
    setBoard(guess);
    try {
      const { cards } = (await callCommand(resource.commands.move!, {
        [idKey]: id,
        column: place.column,
        position: place.index,
      })) as { cards: Row[] };
      generation.current += 1;
      const next = placements(cards);
      setBoard(next);
      if (!sameBoard(next, guess)) tell(say.changedElsewhere, id, next);
      // A card another browser added has no title here yet.
      if (cards.some((card) => !known.current.has(card[idKey] as number))) load();
    } catch {
      // The API client showed the server's refusal; the board goes back to what the server has.
      load();
    } finally {
      setMoving((count) => count - 1);
    }
  };

  const onKeyDown = (id: number, event: KeyboardEvent<HTMLButtonElement>) => {
    keyboardCard.current = id;
    if (held?.id !== id) {
      if (!PICK_KEYS.has(event.key)) return;
      event.preventDefault();
      setHeld({ id, before: board });
      tell(say.pickedUp, id, board);
      return;
    }
    if (PICK_KEYS.has(event.key)) {
      event.preventDefault();
      setHeld(null);
      tell(say.dropped, id, board);
      const place = locate(board, id);
      if (place && !sameBoard(board, held.before)) void send(id, place);
      return;
    }
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
      }
      setBoard(held.before);
      setHeld(null);
      tell(say.cancelled, id, held.before);
      return;
    }
    if (!event.key.startsWith('Arrow')) return;
    event.preventDefault();
    const place = stepPlace(board, columns, id, event.key);
    if (!place) return setAnnouncement(say.edge(nameOf(id)));
    const next = moveCard(board, id, place);
    setBoard(next);
    tell(say.moved, id, next);
  };

  const onPointerDown = (id: number, event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || held) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    keyboardCard.current = null;
    setDrag({ id, place: null });
  };
  const onPointerMove = (id: number, event: PointerEvent<HTMLButtonElement>) => {
    if (drag?.id !== id) return;
    const boxes = columns.flatMap((column) => {
      const box = sections.current.get(column)?.getBoundingClientRect();
      if (!box) return [];
      const middles = (board[column] ?? [])
        .filter((card) => card !== id)
        .map((card) => {
          const rect = items.current.get(card)?.getBoundingClientRect();
          return rect ? rect.top + rect.height / 2 : 0;
        });
      return [{ column, left: box.left, right: box.right, top: box.top, bottom: box.bottom, middles }];
    });
    const place = dropPlace(boxes, event.clientX, event.clientY);
    if (place && (place.column !== drag.place?.column || place.index !== drag.place.index))
      setDrag({ id, place });
  };
  const onPointerUp = (id: number) => {
    if (drag?.id !== id) return;
    setDrag(null);
    if (!drag.place) return;
    const next = moveCard(board, id, drag.place);
    if (sameBoard(next, board)) return;
    tell(say.dropped, id, next);
    void send(id, drag.place);
  };

  const card = (id: number, index: number, column: string, total: number): ReactNode => {
    const row = rows?.get(id);
    const name = nameOf(id);
    const classes = [look.card, held?.id === id && look.held, drag?.id === id && look.dragged];
    return (
      <li
        key={id}
        ref={(node) => {
          if (node) items.current.set(id, node);
          else items.current.delete(id);
        }}
        className={classes.filter(Boolean).join(' ')}
        data-card={id}
      >
        <Button
          ref={(node) => {
            if (node) handles.current.set(id, node);
            else handles.current.delete(id);
          }}
          variant="ghost"
          icon={GripVertical}
          iconOnly
          label={`Move “${name}”, ${headingOf(column)}, position ${index + 1} of ${total}`}
          aria-describedby={helpId}
          aria-pressed={held?.id === id}
          className={look.handle}
          disabled={!can('move')}
          onKeyDown={(event) => onKeyDown(id, event)}
          onPointerDown={(event) => onPointerDown(id, event)}
          onPointerMove={(event) => onPointerMove(id, event)}
          onPointerUp={() => onPointerUp(id)}
          onPointerCancel={() => setDrag(null)}
        />
        <div className={look.body}>
          <button
            type="button"
            className={look.title}
            disabled={!can('update')}
            onClick={() => setEditing({ view: 'edit', id })}
          >
            {name}
          </button>
          <div className={look.meta}>
            {details.map((detail) =>
              row?.[detail.field] === null || row?.[detail.field] === undefined ? null : detail.kind ===
                'enum' ? (
                <Badge key={detail.field}>{`${detail.label}: ${String(row[detail.field])}`}</Badge>
              ) : (
                <span key={detail.field}>{`${detail.label} ${String(row[detail.field])}`}</span>
              ),
            )}
          </div>
        </div>
        {can('delete') && (
          <Button
            variant="ghost"
            icon={Trash2}
            iconOnly
            label={`Delete “${name}”`}
            className={look.action}
            onClick={() => setDeleting(id)}
          />
        )}
      </li>
    );
  };

  const columnCards = (column: string): ReactNode[] => {
    const ids = board[column] ?? [];
    const dropAt = drag?.place?.column === column ? drag.place.index : -1;
    const indicator = <li key="drop" className={look.indicator} aria-hidden="true" />;
    const out: ReactNode[] = [];
    let others = 0;
    ids.forEach((id, index) => {
      if (drag?.id !== id) {
        if (others === dropAt) out.push(indicator);
        others += 1;
      }
      out.push(card(id, index, column, ids.length));
    });
    if (others === dropAt) out.push(indicator);
    return out;
  };

  if (error && !rows) return <Alert tone="error">{error}</Alert>;
  if (!rows) return <p role="status">Loading…</p>;
  return (
    <section ref={panel} className={styles.panel} aria-labelledby={`${baseId}-title`}>
      <div className={styles.head}>
        <h1 id={`${baseId}-title`} className={styles.title}>
          {spec.title}
        </h1>
        <span className={controls.row}>
          <Button icon={RefreshCw} disabled={moving > 0} onClick={load}>
            Refresh
          </Button>
          {can('create') && (
            <Button
              ref={createButton}
              variant="primary"
              icon={Plus}
              onClick={() => setEditing({ view: 'create' })}
            >
              {resource.createLabel}
            </Button>
          )}
        </span>
      </div>
      <p id={helpId} className={controls.help}>
        Drag a card by its handle, or focus the handle and press Space to pick it up, the arrow keys to move
        it, Space to drop it and Escape to cancel.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {tooMany && (
        <Alert tone="warning">
          Only the first {LIST_SCHEMA_MAX_LIMIT} {resource.plural.toLowerCase()} are shown.
        </Alert>
      )}
      {Object.values(board).every((ids) => ids.length === 0) && <p>{resource.emptyText}</p>}
      <div className={look.columns}>
        {columns.map((column) => (
          <section
            key={column}
            ref={(node) => {
              if (node) sections.current.set(column, node);
              else sections.current.delete(column);
            }}
            className={look.column}
            aria-labelledby={`${baseId}-${column}`}
            data-column={column}
          >
            <h2 id={`${baseId}-${column}`} className={look.heading}>
              {headingOf(column)}
              <Badge>{board[column]?.length ?? 0}</Badge>
            </h2>
            <ol className={look.cards} aria-labelledby={`${baseId}-${column}`}>
              {columnCards(column)}
            </ol>
          </section>
        ))}
      </div>
      <p role="status" className={controls.visuallyHidden}>
        {announcement}
      </p>
      {deleting !== null && (
        <RecordDialog
          resource={resource}
          row={rows?.get(deleting) ?? { [idKey]: deleting }}
          onClose={(deleted) => {
            setDeleting(null);
            if (deleted) load();
          }}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <FormView
            inDialog
            resource={resource}
            view={editing.view}
            {...(editing.view === 'edit' ? { id: editing.id } : {})}
            onDone={(saved) => {
              setEditing(null);
              if (saved) load();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
