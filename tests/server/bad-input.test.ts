import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Command } from '../../lib/protocol/command.ts';
import { handlerSets } from '../../server/http/modules.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { knownKeys } from './schema-keys.ts';
import { postSignedWebhook } from './stripe-flow.ts';

describe.each(databases())('bad input on %s', (database) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi({ database, config: { bodyLimitBytes: 4096 } });
    token = await api.login('group@demo.test');
  });
  afterAll(() => api.close());

  const expectFailure = (
    result: { status: number; packet: { error: boolean; errors: { title: string; detail?: string }[] } },
    status: number,
    title: string,
    detail?: RegExp,
  ) => {
    expect(result.status).toBe(status);
    expect(result.packet.error).toBe(true);
    expect(result.packet.errors[0]?.title).toBe(title);
    if (detail) expect(result.packet.errors[0]?.detail).toMatch(detail);
  };

  it('answers malformed JSON with 400', async () => {
    const result = await api.call('user', 'list', { token, body: '{"limit": 5,' });
    expectFailure(result, 400, 'Bad Request', /Malformed JSON/);
  });

  it('answers hostile nesting with 400, not a call-stack 500', async () => {
    // In a query parameter, which no body limit cuts short: JSON text there is parsed (lib/api/request.ts).
    const nested = '['.repeat(6_000) + ']'.repeat(6_000);
    const result = await api.call('user', 'read', { token, query: { email: nested } });
    expectFailure(result, 400, 'Bad Request', /nested more than \d+ levels deep/);
  });

  // Ids name integer columns: one past PostgreSQL's integer range is no record, never a database error.
  it('answers 400 or 404 to an id beyond the database integer range, in every command that takes one', async () => {
    const superToken = await api.login('super@demo.test');
    const commands: Command[] = handlerSets.flatMap((set) => Object.values(set.commands));
    const failures: string[] = [];
    for (const command of commands) {
      const idKeys = [...new Set(knownKeys(command.request))].filter((key) => key.endsWith('_id'));
      for (const key of idKeys) {
        for (const value of ['2147483648', '999999999999999']) {
          const viaQuery = command.method === 'GET' || command.method === 'DELETE';
          const { status } = await api.call(command.module, command.command, {
            token: command.auth === 'site' ? api.config.siteToken : superToken,
            ...(viaQuery ? { query: { [key]: value } } : { body: { [key]: Number(value) } }),
          });
          if (status >= 500) failures.push(`${command.module}/${command.command} ${key}=${value}: ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a repeated module or command parameter', async () => {
    for (const search of ['module=user&module=nope&command=read', 'module=user&command=read&command=list']) {
      const response = await api.app.request(`/api?${search}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toMatch(/repeated/);
    }
  });

  it('names an unknown module or command', async () => {
    expectFailure(await api.call('nope', 'list', { token }), 404, 'Not Found', /nope\/list/);
    expectFailure(await api.call('user', 'explode', { token }), 404, 'Not Found', /user\/explode/);
    expectFailure(await api.call('user', '__proto__', { token }), 404, 'Not Found');
    expectFailure(await api.call('user', 'toString', { token }), 404, 'Not Found');
  });

  it('answers a wrong method with 405', async () => {
    expectFailure(
      await api.call('user', 'read', { token, method: 'DELETE' }),
      405,
      'Method Not Allowed',
      /GET/,
    );
  });

  it('names wrong types and over-long strings', async () => {
    const wrongType = await api.call('user', 'update', { token, body: { user_id: 'abc', first_name: 5 } });
    expectFailure(wrongType, 400, 'Bad Request', /user_id.*first_name|first_name/);
    const tooLong = await api.call('user', 'update', {
      token,
      body: { user_id: 2, first_name: 'x'.repeat(151) },
    });
    expectFailure(tooLong, 400, 'Bad Request', /first_name: Use at most 150 characters/);
  });

  it.each([
    ['__proto__ at the top', '{"__proto__": {"access": 9}, "user_id": 2}'],
    ['constructor nested', '{"user_id": 2, "x": {"constructor": {"prototype": 1}}}'],
    ['prototype in an array', '{"user_id": 2, "list": [{"prototype": 1}]}'],
  ])('refuses prototype keys: %s', async (_name, body) => {
    expectFailure(await api.call('user', 'update', { token, body }), 400, 'Bad Request', /Forbidden key/);
  });

  it('refuses prototype keys in multipart field names', async () => {
    const form = new FormData();
    form.append('user_id', '2');
    form.append('meta[__proto__][access]', '9');
    const response = await api.app.request('/api?module=user&command=update', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].detail).toMatch(/Forbidden field name/);
  });

  it('refuses a body over the limit with 413', async () => {
    const result = await api.call('user', 'list', { token, body: { filters: [], pad: 'x'.repeat(5000) } });
    expectFailure(result, 413, 'Payload Too Large', /4096 bytes/);
  });

  it('refuses malformed JSON in a query parameter and repeated parameters', async () => {
    const response = await api.app.request('/api?module=user&command=read&email={oops', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(400);
    const repeated = await api.app.request('/api?module=user&command=read&user_id=1&user_id=2', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(repeated.status).toBe(400);
  });

  it('answers a user or account export with a bad query in the user’s words, before the file starts', async () => {
    const filters = (value: unknown) => ({ filters: JSON.stringify(value) });
    const queries: Record<string, string>[] = [
      { filters: '[{oops' },
      filters({ field: 'user_id' }),
      filters([{ field: 'user_id', operator: 'LIKE', value: 1 }]),
      filters([{ field: 'password_hash', operator: '=', value: 'x' }]),
      { search: 'x'.repeat(1000) },
      { account_id: '-1' },
    ];
    for (const query of queries) {
      const result = await api.call('user', 'export', { token, query });
      expect(result.status, JSON.stringify(query)).toBe(400);
      expect(result.packet.errors[0]?.detail, JSON.stringify(query)).toBeTruthy();
    }
  });

  it('refuses a site token where a user token is needed and vice versa', async () => {
    expectFailure(
      await api.call('user', 'read', { token: api.config.siteToken, query: { email: 'user@demo.test' } }),
      401,
      'Token Expired',
    );
    const register = await api.call('account', 'register', { token, body: {} });
    expectFailure(register, 401, 'Unauthorized');
  });

  it('refuses a bad gate scan or sync whole, with the field named, and records nothing', async () => {
    const [rodeo] = await api.db.query<{ rodeo_id: number }>(
      "SELECT rodeo_id FROM rodeos JOIN accounts USING (account_id) WHERE domain = 'demo.test' LIMIT 1",
    );
    const scans = async (): Promise<number> =>
      (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ticket_scans'))[0]!.n;
    const before = await scans();
    const scan = { scan_id: 'device-scan-1', code: 'RT1.1.1.1.x', scanned_at: new Date().toISOString() };
    const sync = (input: Record<string, unknown>) =>
      api.call('checkin', 'sync', { token, body: { rodeo_id: rodeo!.rodeo_id, gate: 'North', ...input } });
    for (const [input, field] of [
      [{ scans: [{ ...scan, scanned_at: 'yesterday-ish' }] }, /scans\.0\.scanned_at/],
      // JavaScript reads it; PostgreSQL holds no such time.
      [{ scans: [{ ...scan, scanned_at: '-100000-01-01T00:00:00Z' }] }, /scans\.0\.scanned_at/],
      [{ scans: [{ ...scan, scan_id: 'a b' }] }, /scans\.0\.scan_id/],
      [{ scans: [{ ...scan, code: 'x'.repeat(500) }] }, /scans\.0\.code/],
      [{ scans: [scan], gate: 'North\u0007' }, /gate/],
      [{ scans: [scan], gate: '' }, /gate/],
    ] as const) {
      expectFailure(await sync(input), 400, 'Bad Request', field);
    }
    const admit = await api.call('checkin', 'admit', {
      token,
      body: { rodeo_id: rodeo!.rodeo_id, gate: 'North', code: { $gt: '' } },
    });
    expectFailure(admit, 400, 'Bad Request', /code/);
    // The demo seed admits a few tickets of its own (server/seed/tickets.ts): none of these is added.
    expect(await scans()).toBe(before);
  });

  // Correctly signed (the demo connection's test secret), so each body reaches the event parser.
  it.each([
    ['not JSON', '{"id":'],
    ['null', 'null'],
    ['a string', '"evt_1"'],
    ['deep nesting', '['.repeat(5000) + ']'.repeat(5000)],
    [
      'prototype keys',
      '{"__proto__":{"livemode":false},"id":"evt_x","type":"a.b","livemode":false,"data":{"object":{}}}',
    ],
    ['a number for the id', '{"id":5,"type":"a.b","livemode":false,"data":{"object":{}}}'],
    ['livemode as text', '{"id":"evt_x","type":"a.b","livemode":"false","data":{"object":{}}}'],
    [
      'a session with text amounts',
      '{"id":"evt_y","type":"checkout.session.completed","livemode":false,"data":{"object":{"id":"cs_1","amount_total":"lots"}}}',
    ],
    [
      'a refund of an absurd amount',
      '{"id":"evt_z","type":"charge.refunded","livemode":false,"data":{"object":{"id":"ch_1","amount":1e400,"amount_refunded":-1,"currency":"usd"}}}',
    ],
  ])('the Stripe webhook answers %s with a 400 and keeps nothing', async (_name, body) => {
    const response = await postSignedWebhook(api, body);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].title).toBe('Bad Request');
    const [kept] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stripe_webhook_events');
    expect(kept!.n).toBe(0);
  });
});
