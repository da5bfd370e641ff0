import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeConnection } from '../../lib/protocol/stripe.ts';
import { authorizePage } from '../../server/stripe-sim/page.ts';
import { databases, startTestApi, type CallResult, type TestApi } from './harness.ts';
import {
  allowedCode,
  expectFormCapped,
  decide,
  handleCallback,
  openAuthorizePage,
  PROFILE_URL,
  startConnect,
  stateOf,
} from './stripe-flow.ts';

const INVALID_STATE = 'Invalid or expired state';

describe('the simulator’s authorize page', () => {
  it('escapes every value it shows', () => {
    const html = authorizePage({
      action: '/stripe-sim/authorize',
      state: '"><script>alert(1)</script>',
      returnTo: 'http://x/<b>&',
    });
    expect(html).not.toContain('<script');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
    expect(html).toContain('http://x/&#60;b&#62;&#38;');
  });
});

describe.each(databases())('Stripe Connect through the simulator on %s', (database) => {
  let api: TestApi;
  let group: string;
  let admin: string;
  let other: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    group = await api.login('group@demo.test');
    admin = await api.login('admin@demo.test');
    other = await api.login('owner@other.test');
  });
  afterAll(() => api.close());

  const expectInvalidState = (result: CallResult) => {
    expect(result.status).toBe(400);
    expect(result.packet.errors[0]?.detail).toBe(INVALID_STATE);
  };
  const simConnections = async (accountId: number) =>
    api.db.query<{ stripe_connection_id: number; secret_test_key_encrypted: string }>(
      "SELECT stripe_connection_id, secret_test_key_encrypted FROM stripe_connections WHERE account_id = $1 AND stripe_account_id LIKE 'acct_sim%'",
      [accountId],
    );

  it('connects: start_connect, authorize page, Allow, callback, then the connection is listed masked', async () => {
    const start = await startConnect(api, group, { redirect_url: `${PROFILE_URL}?tab=stripe` });
    expect(start.status).toBe(200);
    const { url, state } = stateOf(start);
    const authorize = new URL(url);
    expect(authorize.origin + authorize.pathname).toBe('http://localhost/stripe-sim/authorize');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      state,
      redirect_uri: `${PROFILE_URL}?tab=stripe`,
      scope: 'read_write',
      response_type: 'code',
    });
    expect(authorize.searchParams.get('client_id')).toMatch(/^ca_/);

    const page = await openAuthorizePage(api, url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Connect your Stripe account</title>');
    expect(html).toMatch(/<button[^>]*value="allow"[^>]*>Allow<\/button>/);
    expect(html).toMatch(/<button[^>]*value="deny"[^>]*>Deny<\/button>/);
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    // Its only style comes from its own stylesheet, which the CSP's style-src 'self' admits.
    const sheet = html.match(/<link rel="stylesheet" href="([^"]+)">/)?.[1] ?? '';
    const css = await api.app.request(sheet);
    expect([css.status, css.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);

    const allow = await decide(api, state, 'allow');
    expect(allow.status).toBe(302);
    const back = new URL(allow.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(PROFILE_URL);
    expect(back.searchParams.get('tab')).toBe('stripe');
    expect(back.searchParams.get('state')).toBe(state);
    const code = back.searchParams.get('code') ?? '';
    expect(code).toMatch(/^ac_/);

    const before = (await simConnections(1)).length;
    const callback = await handleCallback(api, group, code, state);
    expect(callback.status).toBe(200);
    expect(callback.packet.payload).toEqual({ redirect_url: `${PROFILE_URL}?tab=stripe` });

    const list = await api.call('stripe', 'list', {
      token: group,
      body: { filters: [{ field: 'stripe_account_id', operator: 'LIKE', value: 'acct_sim' }] },
    });
    const [connection] = (list.packet.payload as { list: StripeConnection[] }).list;
    expect(connection).toMatchObject({ livemode: false, is_active: true, secret_key: '', account_id: 1 });
    expect(connection?.secret_test_key).toMatch(/^••••.{4}$/);
    expect(connection?.publishable_test_key).toMatch(/^pk_test_/);
    const rows = await simConnections(1);
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]?.secret_test_key_encrypted).toMatch(/^v1\./);
  });

  it('shows the consent page and an invalid request in the reader’s language (Accept-Language)', async () => {
    const { url } = stateOf(await startConnect(api, group));
    const { pathname, search } = new URL(url);
    const es = { headers: { 'Accept-Language': 'es-ES,es;q=0.9' } };
    const page = await api.app.request(pathname + search, es);
    expect(page.status).toBe(200);
    expect(page.headers.get('Vary')).toContain('Accept-Language');
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Conecta tu cuenta de Stripe</h1>');
    expect(html).toContain('value="allow">Permitir</button>');
    expect(html).toContain('value="deny">Denegar</button>');
    expect(html).not.toMatch(/Connect your|>Allow<|>Deny</);
    const invalid = await api.app.request('/stripe-sim/authorize?state=nope', es);
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain('<h1>Solicitud de autorización no válida</h1>');
    expect(await (await openAuthorizePage(api, url)).text()).toContain(
      '<h1>Connect your Stripe account</h1>',
    );
  });

  it('connecting the same account again updates its connection with new keys', async () => {
    const [first] = await simConnections(1);
    const { code, state } = await allowedCode(api, admin);
    expect((await handleCallback(api, admin, code, state)).status).toBe(200);
    const rows = await simConnections(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.stripe_connection_id).toBe(first?.stripe_connection_id);
    expect(rows[0]?.secret_test_key_encrypted).not.toBe(first?.secret_test_key_encrypted);
  });

  it('Deny goes back with access_denied and its description, and connects nothing', async () => {
    const { state } = stateOf(await startConnect(api, other));
    const deny = await decide(api, state, 'deny');
    expect(deny.status).toBe(302);
    const location = deny.headers.get('location') ?? '';
    expect(location).toBe(
      `${PROFILE_URL}?error=access_denied&error_description=The+user+denied+your+request&state=${state}`,
    );
    expect(await simConnections(2)).toHaveLength(0);
  });

  it('refuses a replayed state, and a second code for a spent one', async () => {
    const { code, state } = await allowedCode(api, group);
    expect((await handleCallback(api, group, code, state)).status).toBe(200);
    expectInvalidState(await handleCallback(api, group, code, state));
    // The simulator's pages no longer accept the spent state either.
    expect((await decide(api, state, 'allow')).status).toBe(400);
  });

  it('uses each state once, even when the page is allowed twice', async () => {
    const { state } = stateOf(await startConnect(api, group));
    const codes = await Promise.all(
      [1, 2].map(async () => new URL((await decide(api, state, 'allow')).headers.get('location') ?? '')),
    );
    const [a, b] = codes.map((url) => url.searchParams.get('code') ?? '');
    expect(a).not.toBe(b);
    const results = await Promise.all([a, b].map((code) => handleCallback(api, group, code ?? '', state)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('refuses a state started by another user of the same account, and leaves it usable', async () => {
    const { code, state } = await allowedCode(api, group);
    expectInvalidState(await handleCallback(api, admin, code, state));
    expect((await handleCallback(api, group, code, state)).status).toBe(200);
  });

  it('refuses a state of another account', async () => {
    const { code, state } = await allowedCode(api, group);
    expectInvalidState(await handleCallback(api, other, code, state));
    expect(await simConnections(2)).toHaveLength(0);
  });

  it('accepts a state up to 10 minutes old, not after', async () => {
    const fresh = await allowedCode(api, group);
    const stale = await allowedCode(api, group);
    const age = (state: string, interval: string) =>
      api.db.query(
        `UPDATE stripe_oauth_states SET created_at = now() - interval '${interval}' WHERE state_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
        [state],
      );
    await age(fresh.state, '9 minutes 50 seconds');
    await age(stale.state, '10 minutes 1 second');
    expectInvalidState(await handleCallback(api, group, stale.code, stale.state));
    expect((await handleCallback(api, group, fresh.code, fresh.state)).status).toBe(200);
    // Nor does the simulator show a page for an expired state.
    const { url, state } = stateOf(await startConnect(api, group));
    await age(state, '11 minutes');
    expect((await openAuthorizePage(api, url)).status).toBe(400);
  });

  it('refuses a wrong, foreign or expired authorization code', async () => {
    const mine = await startConnect(api, group);
    const foreign = await allowedCode(api, group);
    const wrong = await handleCallback(api, group, 'ac_sim_made_up', stateOf(mine).state);
    expect([wrong.status, wrong.packet.errors[0]?.detail]).toEqual([
      400,
      'Invalid or expired authorization code',
    ]);

    const next = stateOf(await startConnect(api, group)).state;
    expect((await handleCallback(api, group, foreign.code, next)).status).toBe(400);

    const late = await allowedCode(api, group);
    await api.db.query("UPDATE stripe_sim_codes SET created_at = now() - interval '6 minutes'");
    expect((await handleCallback(api, group, late.code, late.state)).status).toBe(400);
  });

  it('redirects only to the redirect_url registered with the state', async () => {
    const { url, state } = stateOf(await startConnect(api, group));
    const tampered = new URL(url);
    tampered.searchParams.set('redirect_uri', 'https://evil.example/steal');
    const page = await openAuthorizePage(api, tampered.href);
    expect(page.status).toBe(400);
    expect(await page.text()).not.toContain('evil.example');

    const unknown = await openAuthorizePage(api, 'http://localhost/stripe-sim/authorize?state=nope');
    expect(unknown.status).toBe(400);

    const posted = await api.app.request('/stripe-sim/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        state,
        decision: 'allow',
        redirect_uri: 'https://evil.example/',
      }).toString(),
    });
    expect(new URL(posted.headers.get('location') ?? '').origin).toBe('http://localhost');
    for (const decision of ['', 'maybe']) expect((await decide(api, state, decision)).status).toBe(400);
    expect((await decide(api, 'not-a-state', 'allow')).status).toBe(400);
  });

  it('stores only a hash of each state and code', async () => {
    const { code, state } = await allowedCode(api, group);
    const dump = JSON.stringify(
      await api.db.query(
        'SELECT s.*, c.* FROM stripe_oauth_states s LEFT JOIN stripe_sim_codes c ON c.state_hash = s.state_hash',
      ),
    );
    expect(dump).not.toContain(state);
    expect(dump).not.toContain(code);
  });
});

// docs/security.md "Bad input and uploads": the simulator's form post used to be buffered whatever its size.
describe('the simulator’s authorize post', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ database: 'pglite' });
  });
  afterAll(() => api.close());

  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    api.app.request('/stripe-sim/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body,
      ...({ duplex: 'half' } as object),
    });

  it('refuses a body beyond a few kilobytes, announced or streamed, before reading it all', () =>
    expectFormCapped(post));

  it('is not served at all once Stripe keys are configured', async () => {
    const live = await startTestApi({
      database: 'pglite',
      config: { stripeClientId: 'ca_test', stripeSecretKey: 'sk_test_x' },
    });
    try {
      // Whatever else answers the path (the console's page once it is built), the simulator does not.
      for (const answer of [
        await live.app.request('/stripe-sim/authorize?state=x'),
        await live.app.request('/stripe-sim/authorize', { method: 'POST', body: 'state=x' }),
      ]) {
        expect(answer.status).not.toBe(400);
        expect(await answer.text()).not.toContain('Invalid authorization request');
      }
    } finally {
      await live.close();
    }
  });
});
