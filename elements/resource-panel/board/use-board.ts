import { useCallback, useRef, useState, useEffect } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { boardOf, moveCard, sameBoard, type Board, type Place } from '../../../lib/board/board.ts';
import { moveTexts } from '../../../lib/move/move-texts.ts';
import { refusedAsStale } from '../../../lib/move/stale.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { LIST_SCHEMA_MAX_LIMIT, type ListResponse } from '../../../lib/protocol/list.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import type { ResourceWith } from '../../../lib/resources/spec.ts';
import { recordName } from '../../../lib/resources/record-name.ts';
import { rowId } from '../../../lib/resources/record-types.ts';
import type { LiveChange } from '../../../lib/protocol/live.ts';
import { useRestoredReload } from '../trash/use-restored-reload.ts';

type Row = Record<string, unknown>;
const NO_COLUMNS: readonly string[] = [];

/**
 * A board's records (docs/behaviour.md, Task Board): the list as cards in columns, and the one call that
 * moves a card. The board shows each move at once as a guess; the server's answer, the whole board as it
 * now is, replaces it, so two browsers moving cards end up showing the same order. A move carries the
 * card's `updated_at` as this board last had it: a card another browser moved since is refused (409) with
 * the board as it is, which replaces the guess and is said in a toast (docs/behaviour.md#conflicts). A
 * colleague's move is read through `load` (board-view.tsx follows the stream); `shows` tells the board's
 * own moves, answered, from theirs.
 */
export function useBoard(resource: ResourceWith<'board'>) {
  const spec = resource.board;
  const columns = resource.fields[spec.column]?.values ?? NO_COLUMNS;
  const idKey = resource.idKey;
  const [rows, setRows] = useState<Map<number, Row> | null>(null);
  const [board, setBoard] = useState<Board>({});
  const [error, setError] = useState<string | null>(null);
  const [tooMany, setTooMany] = useState(false);
  const [moving, setMoving] = useState(0);
  const known = useRef(new Set<number>());
  // Each card's updated_at as last loaded or answered: the version a move of it is based on.
  const versions = useRef(new Map<number, unknown>());
  // Bumped by every move: a list answer that left before it is older than the board and is dropped.
  const t = useTexts(moveTexts);
  const generation = useRef(0);

  const placements = useCallback(
    (cards: Row[]) =>
      boardOf(
        columns,
        cards.map((card) => ({
          id: rowId(resource, card),
          column: String(card[spec.column]),
          position: Number(card[spec.position]),
        })),
      ),
    [columns, resource, spec],
  );

  const load = useCallback(() => {
    const asked = generation.current;
    callCommand(
      commandOf(resource, 'list'),
      { sort: spec.position, order: 'asc', page: 1, limit: LIST_SCHEMA_MAX_LIMIT },
      { report: false },
    ).then(
      (response) => {
        if (asked !== generation.current) return;
        const { list, count } = response as ListResponse<Row>;
        known.current = new Set(list.map((row) => rowId(resource, row)));
        versions.current = new Map(list.map((row) => [rowId(resource, row), row.updated_at]));
        setRows(new Map(list.map((row) => [rowId(resource, row), row])));
        setTooMany(count > list.length);
        const next = placements(list);
        setBoard((current) => (sameBoard(current, next) ? current : next));
        setError(null);
      },
      (failure: Error) => setError(failure.message),
    );
  }, [resource, spec, placements]);

  useEffect(load, [load]);
  useRestoredReload(resource, load);

  /** The server's cards in place of what the board shows; a card this board has no title for reloads. */
  const show = (cards: Row[], reload: boolean): Board => {
    generation.current += 1;
    for (const card of cards) versions.current.set(rowId(resource, card), card.updated_at);
    const next = placements(cards);
    setBoard(next);
    if (reload || cards.some((card) => !known.current.has(rowId(resource, card)))) load();
    return next;
  };

  /**
   * Sends a card to `place`; resolves to the server's board when it differs from the one the mover saw
   * (another browser moved cards too, or the move was refused as stale), else to null. Another refusal is
   * shown as the API's error: the board goes back to what the server has.
   */
  const save = async (id: number, place: Place): Promise<Board | null> => {
    generation.current += 1;
    setMoving((count) => count + 1);
    const guess = moveCard(board, id, place);
    setBoard(guess);
    try {
      const request = {
        [idKey]: id,
        column: place.column,
        position: place.index,
        updated_at: versions.current.get(id),
      };
      const { cards } = (await callCommand(commandOf(resource, 'move'), request, { report: false })) as {
        cards: Row[];
      };
      const next = show(cards, false);
      return sameBoard(next, guess) ? null : next;
    } catch (error) {
      const stale = refusedAsStale(error, t.staleBoard, ({ cards }) =>
        Array.isArray(cards) ? (cards as Row[]) : undefined,
      );
      if (stale) return show(stale, true);
      load();
      return null;
    } finally {
      setMoving((count) => count - 1);
    }
  };

  return {
    columns,
    rows,
    board,
    error,
    tooMany,
    moving: moving > 0,
    load,
    save,
    /** Whether the board has this change already: its own move, answered (docs/behaviour.md#live-changes). */
    shows: (change: LiveChange) =>
      change.updated_at !== null && versions.current.get(change.record_id) === change.updated_at,
    nameOf: (id: number) => recordName(resource, rows?.get(id) ?? { [idKey]: id }),
    headingOf: (column: string) => spec.headings[column] ?? column,
  };
}

export type BoardData = ReturnType<typeof useBoard>;
