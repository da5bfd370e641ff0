import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandName } from '../../lib/protocol/command.ts';
import { PROTOCOL_TABLES } from '../../lib/protocol/commands.ts';
import { SECOND_FACTOR_SETUP_REQUIRED } from '../../server/auth/second-factor-policy.ts';
import { loadConfig } from '../../server/config.ts';
import { POLICY_REFUSED } from '../../server/modules/account.ts';
import { apiKeyOf, EMBED_CONFIG, embedToken } from './embed-fixture.ts';
import { databases, type TestApi, startTestApi } from './harness.ts';

const refusal = (result: { status: number; packet: { errors?: { detail?: string }[] } }) => ({
  status: result.status,
  detail: result.packet.errors?.[0]?.detail,
});
const SET_UP_FIRST = { status: 403, detail: SECOND_FACTOR_SETUP_REQUIRED };
// What the forced set-up screen needs (docs/security.md "Second-factor policy"), and nothing more.
const SET_UP_COMMANDS = [
  'user/read',
  'user/logout',
  'second_factor/status',
  'second_factor/setup',
  'second_factor/confirm',
  'passkey/register_options',
  'passkey/register',
];
const USER_COMMANDS = PROTOCOL_TABLES.flatMap((table) => Object.values(table)).filter(
  (command) => command.auth === 'user',
);

describe('REQUIRE_SECOND_FACTOR_LEVEL', () => {
  it('protects levels 7 and up in production, is off in development, and takes a level or off', () => {
    const production = { NODE_ENV: 'production' };
    expect(loadConfig(production).requireSecondFactorLevel).toBe(7);
    expect(loadConfig({}).requireSecondFactorLevel).toBeUndefined();
    expect(
      loadConfig({ ...production, REQUIRE_SECOND_FACTOR_LEVEL: 'off' }).requireSecondFactorLevel,
    ).toBeUndefined();
    expect(loadConfig({ REQUIRE_SECOND_FACTOR_LEVEL: '5' }).requireSecondFactorLevel).toBe(5);
    for (const wrong of ['0', '10', 'on', '5x'])
      expect(() => loadConfig({ REQUIRE_SECOND_FACTOR_LEVEL: wrong })).toThrow(/REQUIRE_SECOND_FACTOR_LEVEL/);
  });
});

describe.each(databases())('the second-factor policy on %s', (database) => {
  let api: TestApi;
  let superToken: string;
  beforeAll(async () => {
    api = await startTestApi({ database, config: { ...EMBED_CONFIG, requireSecondFactorLevel: 8 } });
  });
  afterAll(() => api.close());

  const accountRead = (token: string) => api.call('account', 'read', { token });
  const status = async (token: string) =>
    (await api.call('second_factor', 'status', { token })).packet.payload as { setup_required?: true };
  const readUser = (token: string, email: string) => api.call('user', 'read', { token, query: { email } });
  const setLevel = (email: string, access: number) =>
    api.db.query('UPDATE users SET access = $2 WHERE email = $1', [email, access]);
  const setStoredPolicy = (level: number | null) =>
    api.db.query('UPDATE accounts SET require_second_factor_level = $1', [level]);

  /** The demo account's policy set through account/update by `token`'s user. */
  async function setAccountPolicy(token: string, email: string, level: number | null) {
    const me = (await readUser(token, email)).packet.payload as {
      user_id: number;
      account_id: number;
    };
    const account = (await accountRead(token)).packet.payload as Record<string, unknown>;
    return api.call('account', 'update', {
      token,
      body: {
        user_id: me.user_id,
        account_id: me.account_id,
        account_name: account.account_name,
        domain: account.domain,
        description: account.description,
        require_second_factor_level: level,
        updated_at: account.updated_at,
      },
    });
  }

  it('refuses a restricted session every command but those that set a factor up', async () => {
    const token = await api.login('super@demo.test');
    const letThrough: string[] = [];
    for (const command of USER_COMMANDS) {
      // A logout let through revokes the token it was given: it gets a token of its own.
      const caller = command.command === 'logout' ? await api.login('super@demo.test') : token;
      const result = await api.call(command.module, command.command, {
        method: command.method,
        token: caller,
      });
      if (result.packet.errors?.[0]?.detail === SECOND_FACTOR_SETUP_REQUIRED) expect(result.status).toBe(403);
      else letThrough.push(commandName(command));
    }
    expect(letThrough.sort()).toEqual([...SET_UP_COMMANDS].sort());
  });

  it('lets a session at a protected level only set up a factor, then serves it as any other', async () => {
    const token = await api.login('super@demo.test');
    expect(refusal(await accountRead(token))).toEqual(SET_UP_FIRST);
    expect(refusal(await api.call('session', 'list', { token }))).toEqual(SET_UP_FIRST);
    expect(await status(token)).toEqual({ totp: false, recovery_codes_left: 0, setup_required: true });
    // Its own user says so, which is what the console's set-up screen goes by.
    expect((await readUser(token, 'super@demo.test')).packet.payload).toMatchObject({
      second_factor_required: 1,
    });
    const setup = await api.call('second_factor', 'setup', { token, body: {} });
    const { secret } = setup.packet.payload as { secret: string };
    const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
    expect((await api.call('second_factor', 'confirm', { token, body: { code } })).status).toBe(200);
    // The same session is a normal one now, and the next sign-in asks for the factor.
    expect((await accountRead(token)).status).toBe(200);
    expect(await status(token)).toEqual({ totp: true, recovery_codes_left: 10 });
    expect((await readUser(token, 'super@demo.test')).packet.payload).not.toHaveProperty(
      'second_factor_required',
    );
    await expect(api.login('super@demo.test')).rejects.toThrow();
    superToken = token;
  });

  it('applies the stricter of the server’s and the account’s levels', async () => {
    const user = await api.login('user@demo.test');
    expect((await accountRead(user)).status).toBe(200);
    expect(await status(user)).toEqual({ totp: false, recovery_codes_left: 0 });
    // The account asks from level 3, below the server's 8: it applies to user@ on the next request.
    expect((await setAccountPolicy(superToken, 'super@demo.test', 3)).status).toBe(200);
    expect(refusal(await accountRead(user))).toEqual(SET_UP_FIRST);
    // An account level above the server's does not loosen it: level 8 still needs a factor.
    expect((await setAccountPolicy(superToken, 'super@demo.test', 9)).status).toBe(200);
    expect((await accountRead(user)).status).toBe(200);
    await setLevel('admin@demo.test', 8);
    expect(refusal(await accountRead(await api.login('admin@demo.test')))).toEqual(SET_UP_FIRST);
    await setLevel('admin@demo.test', 7);
    await setStoredPolicy(null);
  });

  it('lets only level 9 set an account’s policy', async () => {
    const admin = await api.login('admin@demo.test');
    const refused = await setAccountPolicy(admin, 'admin@demo.test', 4);
    expect(refusal(refused)).toEqual({ status: 403, detail: POLICY_REFUSED });
    expect((await accountRead(admin)).packet.payload).toMatchObject({ require_second_factor_level: null });
    // Sending the level as it stands changes nothing, so an admin's ordinary edit still saves.
    expect((await setAccountPolicy(admin, 'admin@demo.test', null)).status).toBe(200);
    // A new account's policy too: an admin creates the account, only a super admin gives it a policy.
    const create = (token: string, name: string) =>
      api.call('account', 'create', {
        token,
        body: { account_name: name, domain: `${name}.example.com`, require_second_factor_level: 7 },
      });
    expect(refusal(await create(admin, 'policyless'))).toEqual({ status: 403, detail: POLICY_REFUSED });
    const created = (await create(superToken, 'guarded')).packet.payload;
    expect(created).toMatchObject({ account_name: 'guarded', require_second_factor_level: 7 });
    // Level 8, with its factor set up so that the policy gate lets it through, is refused all the same.
    await setLevel('admin@demo.test', 8);
    const eight = await api.login('admin@demo.test');
    const { secret } = (await api.call('second_factor', 'setup', { token: eight, body: {} })).packet
      .payload as { secret: string };
    const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
    expect((await api.call('second_factor', 'confirm', { token: eight, body: { code } })).status).toBe(200);
    expect(refusal(await setAccountPolicy(eight, 'admin@demo.test', 9))).toEqual({
      status: 403,
      detail: POLICY_REFUSED,
    });
    expect((await accountRead(eight)).packet.payload).toMatchObject({ require_second_factor_level: null });
    await setLevel('admin@demo.test', 7);
  });

  it('leaves embed sessions alone: the API key’s holder vouches for its users', async () => {
    const key = (await apiKeyOf(api, 'group@demo.test')).secret;
    await setStoredPolicy(1);
    const embed = await embedToken(api, key, 'user@demo.test', [{ tag: 'profile-panel' }]);
    expect((await readUser(embed, 'user@demo.test')).status).toBe(200);
    expect(refusal(await accountRead(await api.login('user@demo.test')))).toEqual(SET_UP_FIRST);
    await setStoredPolicy(null);
  });
});
