import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeConnection } from '../../lib/protocol/stripe.ts';
import { decryptSecret } from '../../server/secrets/cipher.ts';
import { loadConfig } from '../../server/config.ts';
import { databases, startTestApi, type CallResult, type TestApi } from './harness.ts';
import { captureLogs } from './log-capture.ts';
import { stripeEdit } from './versions.ts';
import { PROFILE_URL, startConnect, stateOf } from './stripe-flow.ts';

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
  let logged: ReturnType<typeof captureLogs>;
  beforeAll(async () => {
    api = await startTestApi({ database });
    user = await api.login('user@demo.test');
    group = await api.login('group@demo.test');
    other = await api.login('owner@other.test');
    logged = captureLogs();
  });
  afterAll(async () => {
    logged.restore();
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
  const update = async (token: string, body: Record<string, unknown>) =>
    api.call('stripe', 'update', { token, body: await stripeEdit(api, body) });
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

    it('also takes the origins of embedding sites that the operator lists in CONSOLE_ORIGINS', async () => {
      const embedded = 'https://rodeo-site.example/console/profile';
      expect((await startConnect(api, group, { redirect_url: embedded })).status).toBe(400);
      const env = { CONSOLE_ORIGINS: 'https://rodeo-site.example, https://cms.example/' };
      const withSites = await startTestApi({
        database,
        config: { consoleOrigins: loadConfig(env).consoleOrigins },
      });
      try {
        const token = await withSites.login('group@demo.test');
        expect((await startConnect(withSites, token, { redirect_url: embedded })).status).toBe(200);
        const other = await startConnect(withSites, token, { redirect_url: 'https://evil.example/x' });
        expect(other.status).toBe(400);
      } finally {
        await withSites.close();
      }
    });

    it.each([
      'https://site.example/path',
      'rodeo-site.example',
      'ftp://site.example',
      'https://u:p@site.example',
    ])('refuses to start with %j in CONSOLE_ORIGINS', (entry) => {
      expect(() => loadConfig({ CONSOLE_ORIGINS: entry })).toThrow(/CONSOLE_ORIGINS/);
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

  it('wrote no secret to the log in this whole file', () => {
    const output = logged.text();
    expect(output).toContain('failed authentication'); // the 500 above was logged, without its secret
    for (const secret of Object.values(SECRETS)) expect(output).not.toContain(secret);
    expect(output).not.toMatch(/NotARealKey|ac_sim_/);
  });
});
