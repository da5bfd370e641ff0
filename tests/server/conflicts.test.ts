import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '../../lib/resources/define.ts';
import { RESOURCES } from '../../lib/resources/registry.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';

type Row = Record<string, unknown>;
const UPDATABLE = RESOURCES.filter((resource) => resource.commands.update);

describe.each(databases())('no silent overwrite on %s', (database) => {
  let api: TestApi;
  let admin: string;
  let superAdmin: string;
  let other: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    admin = await api.login('admin@demo.test');
    superAdmin = await api.login('super@demo.test');
    other = await api.login('owner@other.test');
  });
  afterAll(() => api.close());

  const tokenFor = (resource: Resource) => (resource.levels.update! > 7 ? superAdmin : admin);
  const ok = <T = Row>(result: { status: number; packet: { payload?: unknown; errors: unknown[] } }): T => {
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    return result.packet.payload as T;
  };
  // A sent broadcast is read-only whatever its version: the loop takes a draft.
  const EDITABLE: Record<string, unknown[]> = {
    broadcast: [{ field: 'status', operator: '=', value: 'draft' }],
  };
  const firstOf = async (resource: Resource, token = tokenFor(resource)) =>
    ok<{ list: Row[] }>(
      await api.call(resource.name, 'list', {
        token,
        body: { limit: 1, filters: EDITABLE[resource.name] ?? [] },
      }),
    ).list[0]!;
  // Someone else's save, as the database sees it: a newer updated_at.
  const changedElsewhere = (resource: Resource, id: unknown) =>
    api.db.query(
      `UPDATE ${resource.table} SET updated_at = updated_at + interval '1 second' WHERE "${resource.idKey}" = $1`,
      [id],
    );

  it('every area answers a stale update with 409 and the record as it is now, then takes one based on it', async () => {
    expect(UPDATABLE.length).toBeGreaterThan(5);
    for (const resource of UPDATABLE) {
      const token = tokenFor(resource);
      const opened = await firstOf(resource);
      const id = opened[resource.idKey];
      await changedElsewhere(resource, id);
      const stale = await api.call(resource.name, 'update', {
        token,
        body: { [resource.idKey]: id, updated_at: opened.updated_at },
      });
      expect(stale.status, resource.name).toBe(409);
      const [error] = stale.packet.errors;
      expect(error?.detail, resource.name).toMatch(/^Someone else changed this /);
      const current = error?.current as Row;
      expect(current[resource.idKey], resource.name).toBe(id);
      expect(current.updated_at, resource.name).not.toBe(opened.updated_at);
      // Nothing was written by the refused update.
      const [after] = await api.db.query<{ same: boolean }>(
        `SELECT date_trunc('milliseconds', updated_at) = $2::timestamptz AS same FROM ${resource.table} WHERE "${resource.idKey}" = $1`,
        [id, current.updated_at],
      );
      expect(after?.same, resource.name).toBe(true);
      ok(
        await api.call(resource.name, 'update', {
          token,
          body: { [resource.idKey]: id, updated_at: current.updated_at },
        }),
      );
    }
  });

  it('a bulk set overwrites on purpose: it needs no updated_at, and one changed meanwhile still takes it', async () => {
    const contacts = RESOURCES.find((resource) => resource.name === 'contact')!;
    const contact = await firstOf(contacts);
    await changedElsewhere(contacts, contact.contact_id);
    const value = !contact.opted_in;
    const result = ok<{ done: number }>(
      await api.call('contact', 'bulk_action', {
        token: admin,
        body: { action: 'set', field: 'opted_in', value, ids: [contact.contact_id] },
      }),
    );
    expect(result.done).toBe(1);
    const [stored] = await api.db.query<{ opted_in: boolean }>(
      'SELECT opted_in FROM contacts WHERE contact_id = $1',
      [contact.contact_id],
    );
    expect(stored?.opted_in).toBe(value);
  });

  it('a field change based on the stored version saves, and a second one based on the old version is refused', async () => {
    const contact = await firstOf(RESOURCES.find((resource) => resource.name === 'contact')!);
    const first = ok(
      await api.call('contact', 'update', {
        token: admin,
        body: { contact_id: contact.contact_id, city: 'Laramie', updated_at: contact.updated_at },
      }),
    );
    expect(first.city).toBe('Laramie');
    const second = await api.call('contact', 'update', {
      token: admin,
      body: { contact_id: contact.contact_id, city: 'Cody', updated_at: contact.updated_at },
    });
    expect(second.status).toBe(409);
    expect((second.packet.errors[0]?.current as Row | undefined)?.city).toBe('Laramie');
  });

  it('refuses an updated_at that is no date with a 400, and hides another account’s record behind a 404', async () => {
    const contact = await firstOf(RESOURCES.find((resource) => resource.name === 'contact')!);
    const bad = await api.call('contact', 'update', {
      token: admin,
      body: { contact_id: contact.contact_id, updated_at: 'yesterday-ish' },
    });
    expect(bad.status).toBe(400);
    expect(bad.packet.errors[0]?.detail).toMatch(/^updated_at: /);
    const foreign = await api.call('contact', 'update', {
      token: other,
      body: { contact_id: contact.contact_id, updated_at: '2000-01-01T00:00:00.000Z' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.packet.errors[0]?.current).toBeUndefined();
  });
});
