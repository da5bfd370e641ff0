import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkSetFields } from '../../lib/list/bulk-action.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { RESOURCES } from '../../lib/resources/registry.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';

// Callers of both accounts at several levels, each aiming every id-taking command of every resource at
// the other account's records (and, for API keys, at other users' keys of their own account).
const CALLERS = [
  'user@demo.test',
  'group@demo.test',
  'admin@demo.test',
  'super@demo.test',
  'owner@other.test',
];

// What a command needs besides the id for its request to pass the schema and reach the tenancy check.
const BESIDES_ID: Record<string, Record<string, unknown>> = {
  'task_card/move': { column: 'done', position: 0 },
};

// Every bulk action an area has, with a value each "set" would pass the schema with.
const bulkBodies = (resource: Resource): Record<string, unknown>[] => [
  ...(resource.levels.delete !== undefined ? [{ action: 'delete' }] : []),
  ...(resource.levels.update !== undefined
    ? bulkSetFields(resource.fields).map((field) => ({
        action: 'set',
        field,
        value: resource.fields[field]!.values?.[0] ?? true,
      }))
    : []),
  ...Object.entries(resource.bulkActions).map(([action, spec]) =>
    spec.field ? { action, value: null } : { action },
  ),
];

// The trash too: a refused delete moves nothing there (server/trash).
const snapshot = (api: TestApi) =>
  Promise.all(
    [...RESOURCES.map((resource) => resource.table), 'trash'].map((table) =>
      api.db.query(`SELECT * FROM ${table} ORDER BY 1`),
    ),
  );

describe.each(databases())('tenant isolation of every resource command on %s', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  const users: { email: string; user_id: number; account_id: number; access: number }[] = [];
  beforeAll(async () => {
    api = await startTestApi({ database });
    for (const email of CALLERS) tokens[email] = await api.login(email);
    users.push(
      ...(await api.db.query<(typeof users)[number]>('SELECT email, user_id, account_id, access FROM users')),
    );
  });
  afterAll(() => api.close());

  const caller = (email: string) => users.find((user) => user.email === email)!;

  it.each(CALLERS)(
    '%s reaches no record outside its scope, by any command that takes an id',
    async (email) => {
      const me = caller(email);
      const before = await snapshot(api);
      let attempts = 0;
      for (const resource of RESOURCES) {
        const foreign = await api.db.query<{ id: number }>(
          `SELECT "${resource.idKey}" AS id FROM ${resource.table}
          WHERE account_id <> $1 ${resource.scope === 'creator' ? 'OR created_by <> $2' : 'AND $2 = $2'}`,
          [me.account_id, me.user_id],
        );
        expect(foreign.length, resource.name).toBeGreaterThan(0);
        for (const { id } of foreign) {
          for (const [name, command] of Object.entries(resource.commands)) {
            const shape = (command.request as { def: { shape?: object } }).def.shape ?? {};
            if (!Object.hasOwn(shape, resource.idKey)) continue;
            attempts += 1;
            const input = {
              [resource.idKey]: id,
              // No version an update is based on: an unconditional update (docs/behaviour.md#conflicts) meets
              // the tenancy check all the same (tests/server/conflicts.test.ts sends a stale one).
              ...BESIDES_ID[`${resource.name}/${name}`],
            };
            const asQuery = command.method === 'GET' || command.method === 'DELETE';
            const result = await api.call(resource.name, name, {
              token: tokens[email],
              ...(asQuery ? { query: { [resource.idKey]: String(id) } } : { body: input }),
            });
            expect(result.status, `${email} ${resource.name}/${name} ${id}`).toBe(
              me.access < command.access ? 403 : 404,
            );
          }
        }
        if (resource.commands.reorder && me.access >= resource.commands.reorder.access) {
          const reorder = await api.call(resource.name, 'reorder', {
            token: tokens[email],
            body: { [`${resource.idKey}s`]: foreign.map((row) => row.id) },
          });
          expect(reorder.status).toBe(404);
        }
      }
      expect(attempts).toBeGreaterThanOrEqual(28);
      expect(await snapshot(api)).toEqual(before);
    },
    // Every id-taking command of every area, restore and purge included: hundreds of calls.
    60_000,
  );

  it.each(CALLERS)('%s lists, searches, filters and exports only its own scope', async (email) => {
    const me = caller(email);
    for (const resource of RESOURCES) {
      if (me.access < resource.commands.list!.access) continue;
      for (const body of [
        { limit: 1000 },
        { limit: 1000, filters: [{ field: 'created_by', operator: '!=', value: me.user_id }] },
        { limit: 1000, search: 'e' },
      ]) {
        const result = await api.call(resource.name, 'list', { token: tokens[email], body });
        expect(result.status).toBe(200);
        const { list } = result.packet.payload as { list: { account_id: number; created_by: number }[] };
        expect(
          list.every((row) => row.account_id === me.account_id),
          resource.name,
        ).toBe(true);
        if (resource.scope === 'creator')
          expect(list.every((row) => row.created_by === me.user_id)).toBe(true);
      }
      if (!resource.commands.export) continue;
      const exported = await api.call(resource.name, 'export', { token: tokens[email] });
      const ids = (await exported.response.text())
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => Number(line.split(',')[0]));
      const own = await api.db.query<{ id: number }>(
        `SELECT "${resource.idKey}" AS id FROM ${resource.table} WHERE account_id = $1 ORDER BY 1`,
        [me.account_id],
      );
      expect(ids, resource.name).toEqual(own.map((row) => row.id));
    }
  });

  it.each(CALLERS)(
    '%s changes no record outside its scope with a bulk action, by id or by query',
    async (email) => {
      const me = caller(email);
      const before = await snapshot(api);
      for (const resource of RESOURCES.filter((area) => area.commands.bulk_action)) {
        const foreign = await api.db.query<{ id: number }>(
          `SELECT "${resource.idKey}" AS id FROM ${resource.table}
          WHERE account_id <> $1 ${resource.scope === 'creator' ? 'OR created_by <> $2' : 'AND $2 = $2'} LIMIT 200`,
          [me.account_id, me.user_id],
        );
        for (const body of bulkBodies(resource)) {
          const ids = foreign.map((row) => row.id);
          const result = await api.call(resource.name, 'bulk_action', {
            token: tokens[email],
            body: { ...body, ids },
          });
          const label = `${email} ${resource.name} ${JSON.stringify(body)}`;
          if (me.access < resource.commands.bulk_action!.access) {
            expect(result.status, label).toBe(403);
            continue;
          }
          expect(result.status, label).toBe(200);
          expect(result.packet.payload, label).toMatchObject({ done: 0, next: null });
          const forged = await api.call(resource.name, 'bulk_action', {
            token: tokens[email],
            body: {
              ...body,
              query: { filters: [{ field: 'account_id', operator: '!=', value: me.account_id }] },
            },
          });
          expect(forged.status, label).toBe(400);
        }
      }
      expect(await snapshot(api)).toEqual(before);
    },
  );

  it('creates records only in the caller’s account: an account_id in the body is refused by name', async () => {
    const before = await snapshot(api);
    for (const resource of RESOURCES.filter((area) => area.commands.create)) {
      const result = await api.call(resource.name, 'create', {
        token: tokens['super@demo.test'],
        body: { account_id: 2, created_by: 1 },
      });
      expect(result.status, resource.name).toBe(400);
      expect(result.packet.errors[0]?.detail).toMatch(/Leave out account_id, created_by/);
    }
    expect(await snapshot(api)).toEqual(before);
  });

  it('bulk_create never updates another account’s record with the same unique value', async () => {
    const [foreign] = await api.db.query<{ email: string }>(
      'SELECT email FROM contacts WHERE account_id = 2 AND email IS NOT NULL',
    );
    const result = await api.call('contact', 'bulk_create', {
      token: tokens['user@demo.test'],
      body: { rows: [{ first_name: 'Same', last_name: 'Email', email: foreign!.email }] },
    });
    expect((result.packet.payload as { created: number }).created).toBe(1);
    const rows = await api.db.query(
      'SELECT account_id, first_name FROM contacts WHERE lower(email) = lower($1) ORDER BY 1',
      [foreign!.email],
    );
    expect(rows).toEqual([
      { account_id: 1, first_name: 'Same' },
      { account_id: 2, first_name: expect.not.stringMatching('Same') },
    ]);
  });
});
