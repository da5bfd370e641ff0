import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/http/app.ts';
import { exchangeWithStripe, STRIPE_TOKEN_URL } from '../../server/stripe/oauth.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { decide, handleCallback, PROFILE_URL, startConnect, stateOf } from './stripe-flow.ts';

// With STRIPE_CLIENT_ID and STRIPE_SECRET_KEY the server talks to Stripe's Connect OAuth endpoints; here
// fetch is stubbed with Stripe's documented answers, since connect.stripe.com is not reachable.

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
