import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApi, type TestApi } from './harness.ts';

interface Glance {
  changed: { resource: string; label: string; count: number }[];
  rodeos?: { rodeo_id: number; name: string; starts_on: string }[];
  gate_counts?: { rodeo_id: number; admitted: number; not_arrived: number; gates: unknown[] };
  broadcasts?: { broadcast_id: number; title: string; scheduled_at: string }[];
}

describe.each(databases())('the dashboard glance on %s', (database) => {
  let api: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    api = await startTestApi({ database });
    for (const email of ['user@demo.test', 'circuit@demo.test', 'owner@other.test'])
      tokens[email] = await api.login(email);
  });
  afterAll(() => api.close());

  const glance = async (email: string, query: Record<string, string>) => {
    const { status, packet } = await api.call('dashboard', 'glance', { token: tokens[email], query });
    return { status, glance: packet.payload as Glance, errors: packet.errors };
  };
  const count = (result: Glance, resource: string) =>
    result.changed.find((entry) => entry.resource === resource)?.count;

  it('counts what changed since the visit, in the caller’s account only', async () => {
    // The seed's own rows may be newer than any client-side instant: the database says where "now" is.
    const [row] = await api.db.query<{ now: string }>(
      'SELECT to_char(now() AT TIME ZONE \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.US"Z"\') AS now',
    );
    const since = { since: row!.now, today: '2026-01-01' };
    const first = (await glance('user@demo.test', since)).glance;
    // Each area named by its definition's plural, which the browser has not loaded.
    expect(first.changed.find((entry) => entry.resource === 'contact')?.label).toBe('Contacts');
    const before = count(first, 'contact')!;
    const otherBefore = count((await glance('owner@other.test', since)).glance, 'contact')!;
    const other = await api.call('contact', 'create', {
      token: tokens['owner@other.test'],
      body: { first_name: 'Olga', last_name: 'Other', email: 'olga@other.test' },
    });
    expect(other.status, JSON.stringify(other.packet.errors)).toBe(200);
    expect(count((await glance('user@demo.test', since)).glance, 'contact')).toBe(before);
    const own = await api.call('contact', 'create', {
      token: tokens['user@demo.test'],
      body: { first_name: 'Nia', last_name: 'New', email: 'nia@demo.test' },
    });
    expect(own.status, JSON.stringify(own.packet.errors)).toBe(200);
    expect(count((await glance('user@demo.test', since)).glance, 'contact')).toBe(before + 1);
    expect(count((await glance('owner@other.test', since)).glance, 'contact')).toBe(otherBefore + 1);
  });

  it('lists only the areas, rodeos and broadcasts the caller’s level reaches', async () => {
    const { glance: user } = await glance('user@demo.test', {
      since: '2020-01-01T00:00:00Z',
      today: '2026-07-01',
    });
    expect(user.rodeos).toBeUndefined();
    expect(user.broadcasts).toBeDefined();
    expect(count(user, 'ticket_order')).toBeUndefined();
    const { glance: circuit } = await glance('circuit@demo.test', {
      since: '2020-01-01T00:00:00Z',
      today: '2026-07-01',
    });
    expect(circuit.rodeos?.length).toBeGreaterThan(0);
    expect(circuit.rodeos!.every((rodeo) => rodeo.starts_on >= '2026-07-01')).toBe(true);
    const starts = circuit.rodeos!.map((rodeo) => rodeo.starts_on);
    expect(starts).toEqual([...starts].sort());
    for (const broadcast of circuit.broadcasts ?? [])
      expect(Date.parse(broadcast.scheduled_at)).toBeGreaterThan(Date.now());
  });

  it('carries the next rodeo’s gate counts as checkin/counts answers them, for callers who see rodeos', async () => {
    const since = { since: '2020-01-01T00:00:00Z', today: '2026-01-01' };
    const { glance: circuit } = await glance('circuit@demo.test', since);
    const next = circuit.rodeos![0]!;
    const { rodeo_id, ...figures } = circuit.gate_counts!;
    expect(rodeo_id).toBe(next.rodeo_id);
    const counts = await api.call('checkin', 'counts', {
      token: tokens['circuit@demo.test'],
      query: { rodeo_id: String(next.rodeo_id) },
    });
    expect(counts.status).toBe(200);
    expect(figures).toEqual(counts.packet.payload);
    expect((await glance('user@demo.test', since)).glance.gate_counts).toBeUndefined();
  });

  it('refuses a since or today it cannot read with a 400 naming the field', async () => {
    const bad = await glance('user@demo.test', { since: 'yesterday-ish', today: '2026-07-01' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.errors)).toContain('since');
    const day = await glance('user@demo.test', { since: '2026-01-01T00:00:00Z', today: '1/7/2026' });
    expect(day.status).toBe(400);
    expect(JSON.stringify(day.errors)).toContain('today');
  });
});
