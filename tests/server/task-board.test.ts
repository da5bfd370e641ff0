import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_COLUMNS } from '../../lib/resources/task-card.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';

interface Placement {
  task_card_id: number;
  column: string;
  position: number;
}

/** A card's place as a move answers it, with the version the next move of it is based on. */
type Versioned = Placement & { updated_at: string };

/** The board from the database: each column's ids in order. */
async function board(api: TestApi, accountId: number): Promise<Record<string, number[]>> {
  const rows = await api.db.query<Placement>(
    `SELECT task_card_id, "column", position FROM task_cards WHERE account_id = $1
      ORDER BY position, task_card_id`,
    [accountId],
  );
  return Object.fromEntries(
    TASK_COLUMNS.map((column) => [
      column,
      rows.filter((row) => row.column === column).map((row) => row.task_card_id),
    ]),
  );
}

/** Positions within each column are 0, 1, 2... with no gap and no tie. */
async function expectContiguous(api: TestApi, accountId: number) {
  const rows = await api.db.query<{ column: string; positions: number[] }>(
    `SELECT "column", array_agg(position ORDER BY position) AS positions FROM task_cards
      WHERE account_id = $1 GROUP BY "column"`,
    [accountId],
  );
  for (const row of rows) expect(row.positions, row.column).toEqual(row.positions.map((_, index) => index));
}

describe.each(databases())('task board moves on %s', (database) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    token = await api.login('super@demo.test');
  });
  afterAll(() => api.close());

  // A move based on the card's stored version unless the test names one (an unknown card: any date).
  const move = async (body: Record<string, unknown>, as = token) => {
    const [stored] = await api.db.query<{ at: string }>(
      `SELECT to_json(updated_at) #>> '{}' AS at FROM task_cards WHERE task_card_id = $1`,
      [typeof body.task_card_id === 'number' ? body.task_card_id : 0],
    );
    const basedOn = { updated_at: stored?.at ?? '2026-01-01T00:00:00.000Z' };
    return api.call('task_card', 'move', { token: as, body: { ...basedOn, ...body } });
  };

  it('a new card goes to the end of its column; a column changed in the form, to the end of the new one', async () => {
    const before = await board(api, 1);
    const created = await api.call('task_card', 'create', {
      token,
      body: { title: 'Appended', column: 'review' },
    });
    expect(created.status).toBe(200);
    const card = created.packet.payload as Placement;
    expect(card.position).toBe(before.review!.length);
    const changed = await api.call('task_card', 'update', {
      token,
      body: { task_card_id: card.task_card_id, column: 'todo', updated_at: (card as Versioned).updated_at },
    });
    expect((changed.packet.payload as Placement).position).toBe(before.todo!.length);
    expect((await board(api, 1)).todo!.at(-1)).toBe(card.task_card_id);
  });

  it('moves within a column and across columns, renumbers both, and answers the whole board', async () => {
    const start = await board(api, 1);
    const [first, second] = start.todo!;
    const within = await move({ task_card_id: second, column: 'todo', position: 0 });
    expect(within.status).toBe(200);
    const expected = { ...start, todo: [second!, first!, ...start.todo!.slice(2)] };
    expect(await board(api, 1)).toEqual(expected);

    const across = await move({ task_card_id: first, column: 'doing', position: 1 });
    const after = await board(api, 1);
    expect(after.todo).toEqual(expected.todo.filter((id) => id !== first));
    expect(after.doing).toEqual([start.doing![0], first, ...start.doing!.slice(1)]);
    const answered = (across.packet.payload as { cards: Placement[] }).cards;
    expect(answered).toHaveLength(Object.values(after).flat().length);
    for (const column of TASK_COLUMNS) {
      expect(
        answered
          .filter((card) => card.column === column)
          .sort((a, b) => a.position - b.position)
          .map((card) => card.task_card_id),
      ).toEqual(after[column]);
    }
    await expectContiguous(api, 1);
  });

  it('puts a card past a column’s end last', async () => {
    const [id] = (await board(api, 1)).todo!;
    expect((await move({ task_card_id: id, column: 'done', position: 5000 })).status).toBe(200);
    expect((await board(api, 1)).done!.at(-1)).toBe(id);
  });

  it('refuses a foreign or unknown card, an unknown column and a bad position, changing nothing', async () => {
    const before = await board(api, 1);
    const [foreign] = await api.db.query<{ id: number }>(
      'SELECT task_card_id AS id FROM task_cards WHERE account_id = 2',
    );
    const mine = before.todo![0];
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ task_card_id: foreign!.id, column: 'done', position: 0 }, 404, /No such task card/],
      [{ task_card_id: 999_999, column: 'done', position: 0 }, 404, /No such task card/],
      [
        { task_card_id: mine, column: 'backlog', position: 0 },
        400,
        /column: Choose one of todo, doing, review, done/,
      ],
      [{ task_card_id: mine, column: 'done', position: -1 }, 400, /position: A position is 0 or more/],
      [{ task_card_id: mine, column: 'done', position: 1.5 }, 400, /position/],
      [{ task_card_id: mine, column: 'done' }, 400, /position/],
      [{ task_card_id: 'one', column: 'done', position: 0 }, 400, /task_card_id/],
    ];
    for (const [body, status, detail] of cases) {
      const result = await move(body);
      expect(result.status, JSON.stringify(body)).toBe(status);
      expect(result.packet.errors[0]?.detail).toMatch(detail);
    }
    expect(await board(api, 1)).toEqual(before);
    const other = await api.db.query('SELECT position, "column" FROM task_cards WHERE task_card_id = $1', [
      foreign!.id,
    ]);
    expect(other).toEqual([{ position: 0, column: 'todo' }]);
  });

  it('concurrent creates take distinct places at the end of their column', async () => {
    const before = (await board(api, 1)).doing!.length;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        api.call('task_card', 'create', { token, body: { title: `Rush ${index}`, column: 'doing' } }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(results.map(() => 200));
    const positions = results
      .map((result) => (result.packet.payload as Placement).position)
      .sort((a, b) => a - b);
    expect(positions).toEqual(positions.map((_, index) => before + index));
    await expectContiguous(api, 1);
  });

  it('refuses callers below super admin', async () => {
    const admin = await api.login('admin@demo.test');
    const [id] = (await board(api, 1)).todo!;
    expect((await move({ task_card_id: id, column: 'done', position: 0 }, admin)).status).toBe(403);
  });

  it('concurrent moves from two browsers apply one after the other and leave a consistent order', async () => {
    const other = await api.login('super@demo.test');
    const all = Object.values(await board(api, 1)).flat();
    const moves = all.flatMap((id, index) => [
      { task_card_id: id, column: TASK_COLUMNS[index % 4], position: index % 3 },
      { task_card_id: all[all.length - 1 - index], column: TASK_COLUMNS[(index + 1) % 4], position: 0 },
    ]);
    const results = await Promise.all(moves.map((body, index) => move(body, index % 2 ? other : token)));
    // Each is based on the versions read before any ran: one that a move before it renumbered is refused
    // as stale (docs/behaviour.md#conflicts), the others go through in turn.
    const statuses = results.map((result) => result.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses).toContain(200);
    const after = await board(api, 1);
    expect(Object.values(after).flat().sort()).toEqual([...all].sort());
    await expectContiguous(api, 1);
    // Every answer, a refusal's too, is a whole, consistent board.
    for (const result of results) {
      const { cards } = (result.packet.payload ?? result.packet.errors[0]?.current) as { cards: Placement[] };
      expect(cards.map((card) => card.task_card_id).sort()).toEqual([...all].sort());
    }
  });

  it('a move based on an older version of the card answers 409 with the board as it is, changing nothing', async () => {
    const versionOf = async (id: number) =>
      (
        await api.db.query<{ at: string }>(
          `SELECT to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
             FROM task_cards WHERE task_card_id = $1`,
          [id],
        )
      )[0]!.at;
    // Any column with two cards: the tests before this one leave the board in an order of their own.
    const start = await board(api, 1);
    const column = TASK_COLUMNS.find((name) => start[name]!.length >= 2)!;
    const [first, second] = start[column]!;
    const seen = await versionOf(second!);
    // The version this browser loaded moves: its answer carries every card's new updated_at.
    const current = await move({ task_card_id: second, column, position: 0, updated_at: seen });
    expect(current.status).toBe(200);
    const answered = (current.packet.payload as { cards: Versioned[] }).cards;
    const moved = answered.find((card) => card.task_card_id === second)!;
    expect(Date.parse(moved.updated_at)).toBe(Date.parse(await versionOf(second!)));

    // Another browser moves the card on top of it; a move based on what this browser saw before is refused.
    expect((await move({ task_card_id: first, column, position: 0 })).status).toBe(200);
    const before = await board(api, 1);
    const toDone = (updated_at: string) =>
      move({ task_card_id: second, column: 'done', position: 0, updated_at });
    const stale = await toDone(moved.updated_at);
    expect(stale.status).toBe(409);
    const refusal = stale.packet.errors[0] as { detail?: string; current?: { cards: Versioned[] } };
    expect(refusal.detail).toMatch(/Someone else moved cards on this board since you loaded it/);
    expect(await board(api, 1)).toEqual(before);
    for (const each of TASK_COLUMNS) {
      expect(
        refusal
          .current!.cards.filter((card) => card.column === each)
          .sort((a, b) => a.position - b.position)
          .map((card) => card.task_card_id),
      ).toEqual(before[each]);
    }

    // Based on the version the refusal carried, the same move goes through.
    const again = refusal.current!.cards.find((card) => card.task_card_id === second)!;
    expect((await toDone(again.updated_at)).status).toBe(200);
    expect((await board(api, 1)).done![0]).toBe(second);
  });

  it('refuses a move whose updated_at is not a date, and answers 404 before 409 for a foreign card', async () => {
    const before = await board(api, 1);
    const [mine] = Object.values(before).flat();
    const bad = await move({ task_card_id: mine, column: 'done', position: 0, updated_at: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.packet.errors[0]?.detail).toMatch(/updated_at: Not a date and time/);
    const [foreign] = await api.db.query<{ id: number }>(
      'SELECT task_card_id AS id FROM task_cards WHERE account_id = 2',
    );
    const other = await move({
      task_card_id: foreign!.id,
      column: 'done',
      position: 0,
      updated_at: '2000-01-01T00:00:00.000Z',
    });
    expect(other.status).toBe(404);
    expect(other.packet.errors[0]?.current).toBeUndefined();
    expect(await board(api, 1)).toEqual(before);
  });
});
