import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RELATED_ORIGINS_PATH } from '../../server/http/well-known.ts';
import { ALL_PANELS, apiKeyOf, EMBED_CONFIG, embedToken } from './embed-fixture.ts';
import { databases, DEMO_PASSWORD, sha256Hex, socketEnv, startTestApi, type TestApi } from './harness.ts';
import { assert, createCredential, type SoftCredential } from './passkey-authenticator.ts';

// The harness calls the app at http://localhost: the console's origin, and so the relying party.
const ORIGIN = 'http://localhost';
const RELATED = 'https://shop.example.test';

type Options = { challenge: string; rpId?: string; allowCredentials?: { id: string }[] };

describe.each(databases())('passkeys on %s', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      database,
      config: { ...EMBED_CONFIG, passkeyRelatedOrigins: [RELATED] },
    });
  });
  afterAll(() => api.close());
  // Each test starts with nobody holding a passkey (a user with one signs in in two steps).
  afterEach(() => api.db.query('DELETE FROM passkeys'));

  const site = (command: string, body: unknown, ip = '192.0.2.1') =>
    api.call('passkey', command, { token: api.config.siteToken, body, ip });
  const optionsOf = (payload: unknown) => (payload as { options: Options }).options;

  /** Registers a passkey for a signed-in user: the software credential behind it. */
  async function register(token: string, name: string, origin = ORIGIN): Promise<SoftCredential> {
    const begun = await api.call('passkey', 'register_options', { token, body: {} });
    expect(begun.status).toBe(200);
    const { credential, response } = createCredential(optionsOf(begun.packet.payload), origin);
    const done = await api.call('passkey', 'register', { token, body: { name, credential: response } });
    expect(done.status, JSON.stringify(done.packet.errors)).toBe(200);
    return credential;
  }

  async function signInOptions(): Promise<Options> {
    const answer = await site('sign_in_options', {});
    expect(answer.status).toBe(200);
    return optionsOf(answer.packet.payload);
  }

  const passwordStep = (email: string) =>
    api.call('user', 'token', {
      token: api.config.siteToken,
      body: { email, passhash: sha256Hex(DEMO_PASSWORD) },
    });

  it('registers named passkeys, lists, renames and removes them, logging names and never keys', async () => {
    const token = await api.login('user@demo.test');
    const laptop = await register(token, 'Laptop');
    await register(token, 'Phone');
    const listed = await api.call('passkey', 'list', { token });
    const rows = (listed.packet.payload as { rows: { passkey_id: number; name: string }[] }).rows;
    expect(rows).toEqual([
      { passkey_id: expect.any(Number), name: 'Laptop', created_at: expect.any(String), last_used_at: null },
      { passkey_id: expect.any(Number), name: 'Phone', created_at: expect.any(String), last_used_at: null },
    ]);
    const renamed = await api.call('passkey', 'rename', {
      token,
      body: { passkey_id: rows[1]!.passkey_id, name: 'Work phone' },
    });
    expect(renamed.packet.payload).toMatchObject({ name: 'Work phone' });
    const removed = await api.call('passkey', 'remove', { token, body: { passkey_id: rows[1]!.passkey_id } });
    expect(removed.status).toBe(200);
    const again = await api.call('passkey', 'remove', { token, body: { passkey_id: rows[1]!.passkey_id } });
    expect(again.status).toBe(404);
    const userId = (await api.userIds())['user@demo.test'];
    const log = await api.db.query<{ action: string; changes: unknown }>(
      `SELECT action, changes FROM activity WHERE user_id = $1 AND changes ? 'passkey' ORDER BY activity_id`,
      [userId],
    );
    expect(log.map((row) => [row.action, row.changes])).toEqual([
      ['register', { passkey: [null, 'Laptop'] }],
      ['register', { passkey: [null, 'Phone'] }],
      ['rename', { passkey: ['Phone', 'Work phone'] }],
      ['remove', { passkey: ['Work phone', null] }],
    ]);
    const [stored] = await api.db.query<{ public_key: string }>(
      'SELECT public_key FROM passkeys WHERE credential_id = $1',
      [laptop.id],
    );
    const everything = JSON.stringify(await api.db.query('SELECT * FROM activity'));
    expect(everything).not.toContain(laptop.id);
    expect(everything).not.toContain(stored!.public_key);
  });

  it('signs in with a passkey alone, as user/token answers, once per challenge', async () => {
    const credential = await register(await api.login('circuit@demo.test'), 'Key');
    const options = await signInOptions();
    expect(options.allowCredentials).toBeUndefined();
    const assertion = assert(credential, options, ORIGIN);
    const done = await site('sign_in', { credential: assertion });
    expect(done.status).toBe(200);
    const userId = (await api.userIds())['circuit@demo.test'];
    expect(done.packet.payload).toEqual({ access: 6, user_id: userId });
    const read = await api.call('user', 'read', {
      token: done.packet.token,
      query: { email: 'circuit@demo.test' },
    });
    expect(read.status).toBe(200);
    // The same answer again: its challenge is spent.
    expect((await site('sign_in', { credential: assertion })).status).toBe(401);
    // A challenge nobody asked for signs nobody in.
    const forged = assert(credential, { challenge: 'bm90LWFza2Vk' }, ORIGIN);
    expect((await site('sign_in', { credential: forged })).status).toBe(401);
    const [row] = await api.db.query<{ last_used_at: string | null }>(
      'SELECT last_used_at FROM passkeys WHERE credential_id = $1',
      [credential.id],
    );
    expect(row!.last_used_at).not.toBeNull();
    const signIns = await api.db.query<{ changes: unknown }>(
      `SELECT changes FROM activity WHERE user_id = $1 AND action = 'sign_in' ORDER BY activity_id DESC LIMIT 1`,
      [userId],
    );
    expect(signIns[0]!.changes).toEqual({ email: [null, 'circuit@demo.test'], passkey: [null, 'Key'] });
  });

  it('refuses a counter that went back, and an answer from an origin not listed', async () => {
    const credential = await register(await api.login('group@demo.test'), 'Key');
    expect(
      (await site('sign_in', { credential: assert(credential, await signInOptions(), ORIGIN, 5) })).status,
    ).toBe(200);
    // A copy of the key still at an older count: refused, and the stored counter stays.
    const copied = assert(credential, await signInOptions(), ORIGIN, 3);
    expect((await site('sign_in', { credential: copied })).status).toBe(401);
    const [row] = await api.db.query<{ counter: string }>('SELECT counter FROM passkeys');
    expect(Number(row!.counter)).toBe(5);
    // A related origin the operator listed is accepted; any other page is not.
    expect(
      (await site('sign_in', { credential: assert(credential, await signInOptions(), RELATED, 6) })).status,
    ).toBe(200);
    const elsewhere = assert(credential, await signInOptions(), 'https://evil.example.test');
    expect((await site('sign_in', { credential: elsewhere })).status).toBe(401);
  });

  it('is a second factor after a password, for its own user only', async () => {
    const own = await register(await api.login('admin@demo.test'), 'Key');
    const other = await register(await api.login('group@demo.test'), 'Other');
    const first = await passwordStep('admin@demo.test');
    expect(first.packet.token).toBeUndefined();
    const step = (first.packet.payload as { second_factor: { challenge: string; factors: string[] } })
      .second_factor;
    expect(step.factors).toEqual(['passkey']);
    const answer = await site('sign_in_options', { challenge: step.challenge });
    const options = optionsOf(answer.packet.payload);
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([own.id]);
    const verify = (passkey: object) =>
      api.call('second_factor', 'verify', {
        token: api.config.siteToken,
        body: { challenge: step.challenge, passkey },
      });
    // Another user's passkey, even signing this very challenge, is no proof of this user.
    expect((await verify(assert(other, options, ORIGIN))).status).toBe(401);
    // Nor is this user's passkey signing another challenge.
    expect((await verify(assert(own, await signInOptions(), ORIGIN))).status).toBe(401);
    const done = await verify(assert(own, options, ORIGIN));
    expect(done.status).toBe(200);
    expect(done.packet.payload).toEqual({ access: 7 });
    expect(done.packet.token).toEqual(expect.any(String));
    // Spent with the sign-in it completed.
    expect((await verify(assert(own, options, ORIGIN))).status).toBe(401);
    expect((await site('sign_in_options', { challenge: step.challenge })).status).toBe(401);
  });

  it("changes only the caller's own passkeys, and none through an embed session", async () => {
    const victimToken = await api.login('user@demo.test');
    await register(victimToken, 'Victim');
    const [victim] = await api.db.query<{ passkey_id: number }>('SELECT passkey_id FROM passkeys');
    const token = await api.login('super@demo.test');
    const rename = await api.call('passkey', 'rename', {
      token,
      body: { passkey_id: victim!.passkey_id, name: 'Mine' },
    });
    const remove = await api.call('passkey', 'remove', { token, body: { passkey_id: victim!.passkey_id } });
    expect([rename.status, remove.status]).toEqual([404, 404]);
    expect((await api.call('passkey', 'list', { token })).packet.payload).toEqual({ rows: [] });
    // Another user's registration challenge does not register a passkey for the caller.
    const begun = await api.call('passkey', 'register_options', { token: victimToken, body: {} });
    const { response } = createCredential(optionsOf(begun.packet.payload), ORIGIN);
    const stolen = await api.call('passkey', 'register', {
      token,
      body: { name: 'X', credential: response },
    });
    expect(stolen.status).toBe(403);
    const key = (await apiKeyOf(api, 'super@demo.test')).secret;
    const embed = await embedToken(api, key, 'super@demo.test', ALL_PANELS);
    expect((await api.call('passkey', 'register_options', { token: embed, body: {} })).status).toBe(403);
    expect(await api.db.query('SELECT name FROM passkeys')).toEqual([{ name: 'Victim' }]);
  });

  it('throttles failed passkey sign-ins per client IP, as logins are', async () => {
    const credential = await register(await api.login('user@demo.test'), 'Key');
    const saved = api.config.limits;
    api.config.limits = { ...saved, loginFailsPerIp: 2 };
    try {
      const bad = () => assert(credential, { challenge: 'bm9uZQ' }, ORIGIN);
      expect((await site('sign_in', { credential: bad() }, '198.51.100.7')).status).toBe(401);
      expect((await site('sign_in', { credential: bad() }, '198.51.100.7')).status).toBe(401);
      const good = assert(credential, await signInOptions(), ORIGIN);
      expect((await site('sign_in', { credential: good }, '198.51.100.7')).status).toBe(429);
      expect((await site('sign_in', { credential: good }, '198.51.100.8')).status).toBe(200);
    } finally {
      api.config.limits = saved;
    }
  });

  it('serves the related origins at /.well-known/webauthn', async () => {
    const response = await api.app.request(RELATED_ORIGINS_PATH, {}, socketEnv('192.0.2.1'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ origins: [RELATED] });
  });
});
