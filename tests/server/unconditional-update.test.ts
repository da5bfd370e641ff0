import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandName, type Command } from '../../lib/protocol/command.ts';
import { PROTOCOL_TABLES } from '../../lib/protocol/commands.ts';
import { takesBasedOn } from '../../lib/protocol/fields.ts';
import { RESOURCES } from '../../lib/resources/registry.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';

type Row = Record<string, unknown>;

/** Every command that takes the version it is based on, from the command tables: each update, a board move. */
const VERSIONED = PROTOCOL_TABLES.flatMap((table) => Object.values(table)).filter(takesBasedOn);

/**
 * The published protocol's updates take optional fields: `updated_at` is a precondition a client may leave out
 * (docs/behaviour.md#conflicts). Left out, the update applies and its activity entry says it was
 * unconditional; sent and current, it applies as a conditional one; sent and stale, 409 as before.
 */
describe.each(databases())('updates without updated_at on %s', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    api = await startTestApi({ database });
    Object.assign(tokens, await api.logins(['group@demo.test', 'admin@demo.test', 'super@demo.test']));
    Object.assign(ids, await api.userIds());
  });
  afterAll(() => api.close());

  const versionIn = async (table: string, idKey: string, id: unknown): Promise<string> =>
    (
      await api.db.query<{ at: string }>(
        `SELECT to_json(updated_at) #>> '{}' AS at FROM ${table} WHERE "${idKey}" = $1`,
        [id],
      )
    )[0]!.at;
  const firstId = async (table: string, idKey: string, where = 'account_id = 1'): Promise<number> =>
    (await api.db.query<{ id: number }>(`SELECT min("${idKey}") AS id FROM ${table} WHERE ${where}`))[0]!.id;

  /** What a case sends (without updated_at), as whom, and how to read the stored version and the result. */
  interface Case {
    who: string;
    table: string;
    idKey: string;
    id: () => Promise<number>;
    body: (id: number) => Row;
    /** The stored value the body set, when it sets one. */
    written?: { column: string; value: unknown };
  }
  // The modules of their own and the board move; every area's update is the generic one below.
  const OWN: Record<string, Case> = {
    'user/update': {
      who: 'group@demo.test',
      table: 'users',
      idKey: 'user_id',
      id: async () => ids['user@demo.test']!,
      body: (id) => ({ user_id: id, first_name: 'Unconditional' }),
      written: { column: 'first_name', value: 'Unconditional' },
    },
    'account/update': {
      who: 'group@demo.test',
      table: 'accounts',
      idKey: 'account_id',
      id: async () => 1,
      body: (id) => ({
        user_id: ids['group@demo.test'],
        account_id: id,
        account_name: 'Unconditional',
        domain: 'demo.test',
      }),
      written: { column: 'account_name', value: 'Unconditional' },
    },
    'stripe/update': {
      who: 'group@demo.test',
      table: 'stripe_connections',
      idKey: 'stripe_connection_id',
      id: async () =>
        (
          await api.db.query<{ id: number }>(
            'SELECT min(stripe_connection_id) AS id FROM stripe_connections WHERE account_id = 1',
          )
        )[0]!.id,
      body: (id) => ({ stripe_connection_id: id, statement_descriptor: 'Unconditional' }),
      written: { column: 'statement_descriptor', value: 'Unconditional' },
    },
    'task_card/move': {
      who: 'super@demo.test',
      table: 'task_cards',
      idKey: 'task_card_id',
      id: () => firstId('task_cards', 'task_card_id'),
      body: (id) => ({ task_card_id: id, column: 'done', position: 0 }),
      written: { column: 'column', value: 'done' },
    },
  };
  const caseOf = (command: Command): Case | undefined => {
    const own = OWN[commandName(command)];
    const resource = RESOURCES.find((one) => one.name === command.module);
    if (own || !resource || command.command !== 'update') return own;
    // A sent broadcast is read-only whatever its version: the case takes a draft.
    const where = `account_id = 1${resource.name === 'broadcast' ? " AND status = 'draft'" : ''}`;
    return {
      who: command.access > 7 ? 'super@demo.test' : 'admin@demo.test',
      table: resource.table,
      idKey: resource.idKey,
      id: () => firstId(resource.table, resource.idKey, where),
      body: (id) => ({ [resource.idKey]: id }),
    };
  };
  const lastEntry = async () =>
    (await api.db.query<{ id: number }>('SELECT coalesce(max(activity_id), 0) AS id FROM activity'))[0]!.id;
  /** Whether each entry written since `after` was marked unconditional. */
  const marksSince = async (after: number) =>
    (
      await api.db.query<{ unconditional: boolean }>(
        'SELECT unconditional FROM activity WHERE activity_id > $1 ORDER BY activity_id',
        [after],
      )
    ).map((row) => row.unconditional);

  it('finds every versioned command in the command tables, each with a case', () => {
    expect(VERSIONED.length).toBeGreaterThan(10);
    expect(VERSIONED.filter((command) => !caseOf(command)).map(commandName)).toEqual([]);
  });

  it.each(VERSIONED.map((command) => [commandName(command), command] as const))(
    '%s: left out, it applies and its entry says unconditional; current, it applies; stale, 409',
    async (name, command) => {
      const { who, table, idKey, id: idOf, body, written } = caseOf(command)!;
      const id = await idOf();
      const call = (extra: Row) =>
        api.call(command.module, command.command, { token: tokens[who], body: { ...body(id), ...extra } });

      const before = await lastEntry();
      const unconditional = await call({});
      expect(unconditional.status, JSON.stringify(unconditional.packet.errors)).toBe(200);
      if (written) {
        const [row] = await api.db.query<Row>(
          `SELECT "${written.column}" AS value FROM ${table} WHERE "${idKey}" = $1`,
          [id],
        );
        expect(row?.value, name).toBe(written.value);
      }
      const marks = await marksSince(before);
      expect(marks.length, name).toBeGreaterThan(0);
      expect(marks, name).not.toContain(false);

      const afterFirst = await lastEntry();
      const current = await call({ updated_at: await versionIn(table, idKey, id) });
      expect(current.status, JSON.stringify(current.packet.errors)).toBe(200);
      expect(await marksSince(afterFirst), name).not.toContain(true);

      const stale = await call({ updated_at: '2000-01-01T00:00:00.000Z' });
      expect(stale.status, name).toBe(409);
      expect(stale.packet.errors[0]?.current, name).toBeDefined();
    },
  );
});
