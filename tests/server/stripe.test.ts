import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { StripeConnection } from '../../lib/protocol/stripe.ts';
import { createApp } from '../../server/http/app.ts';
import { decryptSecret } from '../../server/secrets/cipher.ts';
import { exchangeWithStripe, STRIPE_TOKEN_URL } from '../../server/stripe/oauth.ts';
import { databases, startTestApi, type CallResult, type TestApi } from './harness.ts';
import { decide, handleCallback, PROFILE_URL, startConnect, stateOf } from './stripe-flow.ts';

const SECRETS = {
  secret_key: 'sk_live_51AbcHandEnteredLiveKey1111',
  secret_test_key: 'sk_test_51AbcHandEnteredTestKey2222',
  webhook_secret: 'whsec_HandEnteredLiveSecret3333',
  webhook_test_secret: 'whsec_HandEnteredTestSecret4444',
};
const MASKED = {
  secret_key: '••••1111',
  secret_test_key: '••••2222',
  webhook_secret: '••••3333',
  webhook_test_secret: '••••4444',
};
const SECRET_FIELDS = Object.keys(SECRETS) as (keyof typeof SECRETS)[];

describe.each(databases())('stripe connections on %s', (database) => {
  let api: TestApi;
  let user: string;
  let group: string;
  let other: string;
  let logged: MockInstance[];
  beforeAll(async () => {
    api = await startTestApi({ database });
    user = await api.login('user@demo.test');
    group = await api.login('group@demo.test');
    other = await api.login('owner@other.test');
    logged = (['log', 'info', 'warn', 'error'] as const).map((name) =>
      vi.spyOn(console, name).mockImplementation(() => undefined),
    );
  });
  afterAll(async () => {
    for (const spy of logged) spy.mockRestore();
    await api.close();
  });

  const connection = (result: CallResult): StripeConnection => {
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    return result.packet.payload as StripeConnection;
  };
  const create = (token: string, body: Record<string, unknown>) =>
    api.call('stripe', 'create', { token, body: { stripe_account_id: `acct_${Math.random()}`, ...body } });
  const read = (token: string, id: number) =>
    api.call('stripe', 'read', { token, query: { stripe_connection_id: String(id) } });
  const update = (token: string, body: Record<string, unknown>) =>
    api.call('stripe', 'update', { token, body });
  const stored = async (id: number) => {
    const [row] = await api.db.query<Record<string, unknown>>(
      'SELECT * FROM stripe_connections WHERE stripe_connection_id = $1',
      [id],
    );
    return row ?? {};
  };
  const plainSecret = async (id: number, field: string) =>
    decryptSecret(
      api.keys.secrets,
      String((await stored(id))[`${field}_encrypted`]),
      `stripe_connections.${field}#${id}`,
    );

  it('seeds test-mode connections whose keys are stored encrypted', async () => {
    const rows = await api.db.query<Record<string, unknown>>('SELECT * FROM stripe_connections');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(rows)).not.toMatch(/sk_test_|whsec_/);
    const seeded = connection(await read(user, Number(rows[0]?.stripe_connection_id)));
    expect(seeded.secret_test_key).toBe('••••4242');
    expect(seeded.publishable_test_key).toMatch(/^pk_test_/);
  });

  describe('create, read, update, delete', () => {
    it('stores secrets encrypted and returns them masked; publishable keys as they are', async () => {
      const reply = connection(
        await create(group, {
          ...SECRETS,
          publishable_key: 'pk_live_public',
          metadata: { plan: 'gold', seats: 3 },
        }),
      );
      expect(reply).toMatchObject({ ...MASKED, publishable_key: 'pk_live_public', account_id: 1 });
      expect(reply).toMatchObject({ livemode: false, is_active: true, create_products: true });
      expect(reply.metadata).toEqual({ plan: 'gold', seats: 3 });
      const row = await stored(reply.stripe_connection_id);
      for (const field of SECRET_FIELDS) {
        expect(row[`${field}_encrypted`]).toMatch(/^v1\./);
        expect(await plainSecret(reply.stripe_connection_id, field)).toBe(SECRETS[field]);
      }
      expect(JSON.stringify(row)).not.toContain('HandEntered');
      expect(connection(await read(user, reply.stripe_connection_id))).toEqual(reply);
    });

    it('creates only in the caller’s account, and only for group admins', async () => {
      expect((await create(user, {})).status).toBe(403);
      const crossed = await create(group, { account_id: 2 });
      expect(crossed.status).toBe(403);
      expect(connection(await create(group, { account_id: 1 })).account_id).toBe(1);
      expect(connection(await create(other, { account_id: undefined })).account_id).toBe(2);
    });

    it('refuses a Stripe account connected twice to one account, not to two accounts', async () => {
      connection(await create(group, { stripe_account_id: 'acct_twice' }));
      const again = await create(group, { stripe_account_id: 'acct_twice' });
      expect(again.status).toBe(409);
      expect(again.packet.errors[0]?.detail).toMatch(/acct_twice is already connected/);
      connection(await create(other, { stripe_account_id: 'acct_twice' }));
    });

    it('validates lengths, metadata keys and masked-looking secrets', async () => {
      expect((await create(group, { statement_descriptor: 'x'.repeat(101) })).status).toBe(400);
      expect(
        connection(await create(group, { statement_descriptor: 'x'.repeat(100) })).statement_descriptor,
      ).toHaveLength(100);
      expect((await create(group, { publishable_key: 'x'.repeat(256) })).status).toBe(400);
      expect((await create(group, { secret_key: 'x'.repeat(256) })).status).toBe(400);
      for (const key of ['constructor', 'prototype', '__proto__']) {
        const body = `{"stripe_account_id":"acct_meta","metadata":{"${key}":"x"}}`;
        expect((await api.call('stripe', 'create', { token: group, body })).status).toBe(400);
      }
      const masked = await create(group, { secret_key: '••••1111' });
      expect(masked.status).toBe(400);
      expect(masked.packet.errors[0]?.detail).toMatch(/masked/);
    });

    it('updates: a masked echo keeps a secret, a new value replaces it, an empty one clears it', async () => {
      const created = connection(await create(group, SECRETS));
      const id = created.stripe_connection_id;
      const echoed = connection(await update(group, { ...created, statement_descriptor: 'RODEO' }));
      expect(echoed).toMatchObject({ ...MASKED, statement_descriptor: 'RODEO' });
      for (const field of SECRET_FIELDS) expect(await plainSecret(id, field)).toBe(SECRETS[field]);

      const changed = connection(
        await update(group, {
          stripe_connection_id: id,
          secret_key: 'sk_live_replacement9999',
          webhook_secret: '',
        }),
      );
      expect(changed).toMatchObject({
        secret_key: '••••9999',
        webhook_secret: '',
        secret_test_key: '••••2222',
      });
      expect(await plainSecret(id, 'secret_key')).toBe('sk_live_replacement9999');

      const wrongMask = await update(group, { stripe_connection_id: id, secret_test_key: '••••0000' });
      expect(wrongMask.status).toBe(400);
      expect(await plainSecret(id, 'secret_test_key')).toBe(SECRETS.secret_test_key);

      const cleared = connection(
        await update(group, { stripe_connection_id: id, metadata: null, is_active: false }),
      );
      expect(cleared).toMatchObject({ metadata: null, is_active: false });
      expect((await stored(id)).metadata).toBeNull();
    });

    it('keeps other accounts’ connections out of reach', async () => {
      const theirs = connection(await create(other, SECRETS));
      const id = theirs.stripe_connection_id;
      const attempts = [
        await read(group, id),
        await update(group, { stripe_connection_id: id, secret_key: 'sk_live_planted_0000' }),
        await api.call('stripe', 'delete', { token: group, query: { stripe_connection_id: String(id) } }),
      ];
      for (const result of attempts) {
        expect(result.status).toBe(404);
        expect(result.packet.errors[0]?.detail).toBe('Connection not found');
      }
      expect(await plainSecret(id, 'secret_key')).toBe(SECRETS.secret_key);
    });

    it('leaves update and delete to group admins, and deletes', async () => {
      const { stripe_connection_id: id } = connection(await create(group, {}));
      expect((await update(user, { stripe_connection_id: id, is_active: false })).status).toBe(403);
      const remove = (token: string) =>
        api.call('stripe', 'delete', { token, query: { stripe_connection_id: String(id) } });
      expect((await remove(user)).status).toBe(403);
      expect((await remove(group)).packet.payload).toEqual({ success: true });
      expect(await stored(id)).toEqual({});
      expect((await read(group, id)).status).toBe(404);
    });
  });

  describe('list', () => {
    it('answers the profile page’s query with masked secrets, own account only', async () => {
      const query = {
        filters: [{ field: 'account_id', operator: '=', value: 1 }],
        page: 1,
        limit: 100,
        sort: 'created_at',
        order: 'desc',
      };
      const mine = (await api.call('stripe', 'list', { token: user, body: query })).packet.payload as {
        list: StripeConnection[];
        count: number;
      };
      expect(mine.count).toBeGreaterThan(0);
      expect(mine.list.every((c) => c.account_id === 1)).toBe(true);
      const times = mine.list.map((c) => Date.parse(c.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const text = JSON.stringify(mine);
      expect(text).not.toMatch(/sk_(test|live)_|whsec_|v1\./);
      const foreign = await api.call('stripe', 'list', {
        token: user,
        body: { ...query, filters: [{ field: 'account_id', operator: '=', value: 2 }] },
      });
      expect(foreign.packet.payload).toMatchObject({ list: [], count: 0 });
    });

    it('neither filters nor sorts on a secret', async () => {
      for (const field of ['secret_key', 'webhook_secret', 'secret_key_encrypted']) {
        const filter = await api.call('stripe', 'list', {
          token: user,
          body: { filters: [{ field, operator: 'LIKE', value: 'sk' }] },
        });
        expect(filter.status).toBe(400);
        expect((await api.call('stripe', 'list', { token: user, body: { sort: field } })).status).toBe(400);
      }
    });
  });

  describe('start_connect', () => {
    it('issues a fresh state of at least 128 random bits for each call, ignoring one sent by the client', async () => {
      const states = new Set<string>();
      for (let i = 0; i < 5; i += 1) {
        const { state } = stateOf(await startConnect(api, group, { state: 'client-chosen' }));
        expect(state).not.toBe('client-chosen');
        expect(Buffer.from(state, 'base64url').length).toBeGreaterThanOrEqual(16);
        states.add(state);
      }
      expect(states.size).toBe(5);
    });

    it('refuses redirect URLs off this origin, non-http schemes and credentials', async () => {
      for (const redirect_url of [
        'https://evil.example/profile',
        'http://localhost.evil.example/profile',
        'http://localhost:8080/profile',
        'javascript:alert(1)',
        'ftp://localhost/profile',
        'http://user:pass@localhost/profile',
      ]) {
        const result = await startConnect(api, group, { redirect_url });
        expect(result.status, redirect_url).toBe(400);
      }
      expect((await startConnect(api, group, { redirect_url: `${PROFILE_URL}#x` })).status).toBe(200);
    });

    it('is for group admins of their own account, in test mode on the simulator', async () => {
      expect((await startConnect(api, user)).status).toBe(403);
      expect((await startConnect(api, group, { account_id: '2' })).status).toBe(403);
      const live = await startConnect(api, group, { livemode: 'true' });
      expect(live.status).toBe(400);
      expect(live.packet.errors[0]?.detail).toMatch(/test-mode/);
    });
  });

  it('answers a ciphertext moved to another row with a bare 500, and logs no secret', async () => {
    const a = connection(await create(group, SECRETS));
    const b = connection(await create(group, {}));
    await api.db.query(
      `UPDATE stripe_connections SET secret_key_encrypted =
         (SELECT secret_key_encrypted FROM stripe_connections WHERE stripe_connection_id = $1)
       WHERE stripe_connection_id = $2`,
      [a.stripe_connection_id, b.stripe_connection_id],
    );
    const result = await read(group, b.stripe_connection_id);
    expect(result.status).toBe(500);
    expect(JSON.stringify(result.packet)).not.toContain('1111');
  });

  it('wrote no secret to the console in this whole file', () => {
    const output = logged.flatMap((spy) => spy.mock.calls.flat().map(String)).join('\n');
    expect(output).toContain('failed authentication'); // the 500 above was logged, without its secret
    for (const secret of Object.values(SECRETS)) expect(output).not.toContain(secret);
    expect(output).not.toMatch(/NotARealKey|ac_sim_/);
  });
});

describe.each(databases())('stripe in real Stripe mode on %s', (database) => {
  const platform = { stripeClientId: 'ca_platform_1234', stripeSecretKey: 'sk_test_platformSecret_0000' };
  let api: TestApi;
  let group: string;
  beforeAll(async () => {
    api = await startTestApi({ database, config: platform });
    group = await api.login('group@demo.test');
  });
  afterAll(() => api.close());
  afterEach(() => vi.unstubAllGlobals());

  const stripeAnswers = (status: number, body: unknown) => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };

  it('sends the browser to Stripe’s authorize page with the platform’s client id', async () => {
    const { url, state } = stateOf(await startConnect(api, group));
    const authorize = new URL(url);
    expect(authorize.origin + authorize.pathname).toBe('https://connect.stripe.com/oauth/authorize');
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'ca_platform_1234',
      scope: 'read_write',
      state,
      redirect_uri: PROFILE_URL,
    });
    expect((await startConnect(api, group, { livemode: 'true' })).status).toBe(400);
  });

  it('does not serve the simulator', async () => {
    const { state } = stateOf(await startConnect(api, group));
    const page = await api.app.request(`/stripe-sim/authorize?state=${state}&redirect_uri=${PROFILE_URL}`);
    expect(await page.text()).not.toContain('Connect your Stripe account');
    expect((await decide(api, state, 'allow')).headers.get('location')).toBeNull();
  });

  it('redeems the code at Stripe with the platform key and stores what Stripe returns', async () => {
    const fetchMock = stripeAnswers(200, {
      access_token: 'sk_test_connectedAccountKey_7777',
      refresh_token: 'rt_should_not_be_kept_8888',
      stripe_publishable_key: 'pk_test_connectedPublishable',
      stripe_user_id: 'acct_realConnected',
      livemode: false,
      scope: 'read_write',
      token_type: 'bearer',
    });
    const { state } = stateOf(await startConnect(api, group));
    const callback = await handleCallback(api, group, 'ac_from_stripe', state);
    expect(callback.packet.payload).toEqual({ redirect_url: PROFILE_URL });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(STRIPE_TOKEN_URL);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe(
      `Basic ${Buffer.from('sk_test_platformSecret_0000:').toString('base64')}`,
    );
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      grant_type: 'authorization_code',
      code: 'ac_from_stripe',
    });

    const rows = await api.db.query<Record<string, unknown>>(
      "SELECT * FROM stripe_connections WHERE stripe_account_id = 'acct_realConnected'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ publishable_test_key: 'pk_test_connectedPublishable', livemode: false });
    expect(JSON.stringify(rows)).not.toMatch(/connectedAccountKey|rt_should_not_be_kept/);
    const read = await api.call('stripe', 'read', {
      token: group,
      query: { stripe_connection_id: String(rows[0]?.stripe_connection_id) },
    });
    expect(read.packet.payload).toMatchObject({ secret_test_key: '••••7777', secret_key: '' });
  });

  it('passes on Stripe’s refusal as a 400, and an unreachable Stripe as a 502', async () => {
    stripeAnswers(400, { error: 'invalid_grant', error_description: 'Authorization code expired: ac_old' });
    const refused = await handleCallback(api, group, 'ac_old', stateOf(await startConnect(api, group)).state);
    expect(refused.status).toBe(400);
    expect(refused.packet.errors[0]?.detail).toBe(
      'Stripe refused the authorization code: Authorization code expired: ac_old',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    const down = await handleCallback(api, group, 'ac_x', stateOf(await startConnect(api, group)).state);
    expect([down.status, down.packet.errors[0]?.detail]).toEqual([502, 'Stripe could not be reached']);
  });

  it('files nothing when Stripe answers in another mode than was asked', async () => {
    stripeAnswers(200, {
      access_token: 'sk_live_unexpected_5555',
      stripe_publishable_key: 'pk_live_x',
      stripe_user_id: 'acct_wrongMode',
      livemode: true,
    });
    const result = await handleCallback(api, group, 'ac_y', stateOf(await startConnect(api, group)).state);
    expect(result.status).toBe(502);
    expect(
      await api.db.query("SELECT 1 FROM stripe_connections WHERE stripe_account_id = 'acct_wrongMode'"),
    ).toEqual([]);
  });

  it('still checks the state before calling Stripe', async () => {
    const fetchMock = stripeAnswers(200, {});
    const result = await handleCallback(api, group, 'ac_z', 'made-up-state');
    expect(result.packet.errors[0]?.detail).toBe('Invalid or expired state');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses to start with half a Stripe configuration', () => {
    const half = { ...api.config, stripeSecretKey: undefined };
    expect(() => createApp({ db: api.db, keys: api.keys, config: half })).toThrow(
      /STRIPE_CLIENT_ID and STRIPE_SECRET_KEY/,
    );
  });
});

describe('exchangeWithStripe', () => {
  const config = { stripeSecretKey: 'sk_test_platform' } as Parameters<typeof exchangeWithStripe>[0];
  const answering = (status: number, body: string) => vi.fn(async () => new Response(body, { status }));

  it('refuses a malformed or failed token response as a bad gateway', async () => {
    await expect(
      exchangeWithStripe(config, 'ac', answering(200, '{"access_token":1}')),
    ).rejects.toMatchObject({
      status: 502,
    });
    await expect(exchangeWithStripe(config, 'ac', answering(200, 'not json'))).rejects.toMatchObject({
      status: 502,
    });
    await expect(exchangeWithStripe(config, 'ac', answering(503, '{}'))).rejects.toMatchObject({
      status: 502,
    });
    await expect(exchangeWithStripe(config, 'ac', answering(401, '{}'))).rejects.toMatchObject({
      status: 400,
      detail: 'Stripe refused the authorization code',
    });
  });
});
