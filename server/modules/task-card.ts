import { en as moveTexts } from '../../lib/move/move-texts.ts';
import { taskCard } from '../../lib/resources/task-card.ts';
import { assertCurrent } from '../conflicts/stale.ts';
import type { Db } from '../db/db.ts';
import { notFound } from '../http/failure.ts';
import { writeChangeEvents } from '../live/outbox.ts';
import type { ResourceHooks } from '../resources/save.ts';
import type { Values } from '../resources/sql.ts';

// The first key of the board's advisory lock; the second is the account: one account's moves and creates
// queue behind each other, other accounts' boards never wait.
const BOARD_LOCK = 0x7a5b_0a2d;

interface Placement {
  task_card_id: number;
  column: string;
  position: number;
  updated_at: string;
}

const lockBoard = async (tx: Db, accountId: number): Promise<void> => {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [BOARD_LOCK, accountId]);
};

// A column's order: position, then id (a tie only if positions were written by hand).
const columnIds = async (tx: Db, accountId: number, column: string, without: number): Promise<number[]> =>
  (
    await tx.query<{ id: number }>(
      `SELECT task_card_id AS id FROM task_cards WHERE account_id = $1 AND "column" = $2 AND task_card_id <> $3
        ORDER BY position, task_card_id`,
      [accountId, column, without],
    )
  ).map((row) => row.id);

// Renumbers a column; answers the cards whose place changed (their new version is the transaction's now()).
const renumber = (tx: Db, accountId: number, column: string, ids: number[]) =>
  tx.query<{ task_card_id: number; updated_at: string }>(
    `WITH placed AS (
       UPDATE task_cards t SET "column" = $2, position = o.position - 1,
              updated_at = CASE WHEN t."column" = $2 AND t.position = o.position - 1 THEN t.updated_at ELSE now() END
         FROM unnest($3::int[]) WITH ORDINALITY AS o(id, position)
        WHERE t.task_card_id = o.id AND t.account_id = $1
       RETURNING t.task_card_id, t.updated_at)
     SELECT task_card_id, updated_at FROM placed WHERE updated_at = now()`,
    [accountId, column, ids],
  );

/** Every card's place, as the board shows it: by column, then position. */
export const boardOrder = (db: Db, accountId: number): Promise<Placement[]> =>
  db.query<Placement>(
    `SELECT task_card_id, "column", position, updated_at FROM task_cards WHERE account_id = $1
      ORDER BY "column", position, task_card_id`,
    [accountId],
  );

const endOf = async (db: Db, accountId: number, column: unknown): Promise<number> => {
  const [row] = await db.query<{ next: number }>(
    `SELECT coalesce(max(position) + 1, 0)::int AS next FROM task_cards WHERE account_id = $1 AND "column" = $2`,
    [accountId, column],
  );
  return row?.next ?? 0;
};

export const taskCardHooks: ResourceHooks = {
  // Creates and edits queue behind moves: two new cards never take the same place.
  lock: (db, session) => lockBoard(db, session.accountId),
  // A new card, or one whose column the form changed, goes to the end of its column.
  async prepare({ db, session }, values: Values, existing) {
    if (existing && (values.column === undefined || values.column === existing.column)) return values;
    const column = values.column ?? 'todo';
    return { ...values, position: await endOf(db, session.accountId, column) };
  },
  handlers: {
    /**
     * One transaction under the account's board lock: the card leaves its column, goes in at `position`
     * of the target (clamped to its end), and both columns are renumbered 0, 1, 2... Moves from two
     * browsers therefore apply one after the other, each to the order the other left; the answer is the
     * whole board as it now is, which the mover's board shows in place of its own guess. A move based on
     * an older version of the card than the stored one (docs/behaviour.md#conflicts) changes nothing and
     * answers 409 with that same board. The cards that changed place are told to the live streams.
     */
    async move(ctx, input) {
      const { db, session } = ctx;
      const cardId = input.task_card_id as number;
      const target = input.column as string;
      return db.transaction(async (tx) => {
        await lockBoard(tx, session.accountId);
        await assertCurrent({ ...ctx, db: tx }, taskCard, cardId, input.updated_at, {
          detail: moveTexts.staleBoard,
          current: async () => ({ cards: await boardOrder(tx, session.accountId) }),
        });
        const [card] = await tx.query<{ column: string }>(
          'SELECT "column" FROM task_cards WHERE task_card_id = $1 AND account_id = $2',
          [cardId, session.accountId],
        );
        if (!card) throw notFound('No such task card');
        const ids = await columnIds(tx, session.accountId, target, cardId);
        ids.splice(Math.min(input.position as number, ids.length), 0, cardId);
        const left =
          card.column === target
            ? []
            : await renumber(
                tx,
                session.accountId,
                card.column,
                await columnIds(tx, session.accountId, card.column, cardId),
              );
        const placed = [...left, ...(await renumber(tx, session.accountId, target, ids))];
        // Every card whose place changed, told to the live streams in this transaction (docs/architecture.md,
        // "Live changes"): colleagues' boards read the board again.
        await writeChangeEvents(
          tx,
          'move',
          placed.map((row) => ({
            account_id: session.accountId,
            area: taskCard.name,
            record_id: row.task_card_id,
            user_id: session.userId,
            updated_at: row.updated_at,
          })),
        );
        return { cards: await boardOrder(tx, session.accountId) };
      });
    },
  },
};
