import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { databases, DEMO_PASSWORD, sha256Hex, startTestApi, type TestApi } from './harness.ts';

// The server's clock is held still (Date only: timers and the database run as ever), so each code belongs
// to a step the test chose; moving the clock by a step gives a fresh code, without waiting.
const STEP_MS = 30_000;
const START = Date.UTC(2026, 10, 27, 12, 0, 10);
const codeAt = (secret: string, stepsFromStart: number): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: START + stepsFromStart * STEP_MS });

describe.each(databases())('authenticator codes and the two-step sign-in on %s', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ database });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await api.close();
  });
  let step = 0;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Every test starts a few steps after the last one, so no code of an earlier test is still current.
    step += 10;
    vi.setSystemTime(START + step * STEP_MS);
  });
  const advance = () => {
    step += 1;
    vi.setSystemTime(START + step * STEP_MS);
  };
  const code = (secret: string, skew = 0) => codeAt(secret, step + skew);

  const passwordStep = (email: string, ip = '192.0.2.1') =>
    api.call('user', 'token', {
      token: api.config.siteToken,
      body: { email, passhash: sha256Hex(DEMO_PASSWORD) },
      ip,
    });
  const verify = (body: Record<string, string>, ip = '192.0.2.1') =>
    api.call('second_factor', 'verify', { token: api.config.siteToken, body, ip });

  /** Turns the app on for a demo user: the secret and the recovery codes it answered. */
  async function enrol(email: string): Promise<{ secret: string; recovery: string[]; token: string }> {
    const token = await api.login(email);
    const setup = await api.call('second_factor', 'setup', { token, body: {} });
    expect(setup.status).toBe(200);
    const { secret } = setup.packet.payload as { secret: string };
    const confirmed = await api.call('second_factor', 'confirm', { token, body: { code: code(secret) } });
    expect(confirmed.status).toBe(200);
    advance();
    return {
      secret,
      recovery: (confirmed.packet.payload as { recovery_codes: string[] }).recovery_codes,
      token,
    };
  }

  async function challengeOf(email: string): Promise<string> {
    const first = await passwordStep(email);
    expect(first.status).toBe(200);
    expect(first.packet.token).toBeUndefined();
    return (first.packet.payload as { second_factor: { challenge: string } }).second_factor.challenge;
  }

  it('sets an app up with a QR code and the secret as text, confirmed by a first code, with ten recovery codes', async () => {
    const token = await api.login('user@demo.test');
    const setup = await api.call('second_factor', 'setup', { token, body: {} });
    const { secret, uri, qr_svg } = setup.packet.payload as { secret: string; uri: string; qr_svg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*user%40demo\.test\?.*secret=/);
    expect(qr_svg).toMatch(/^<svg/);
    // Not on until a code proves the app has the secret.
    expect((await api.call('second_factor', 'status', { token })).packet.payload).toEqual({
      totp: false,
      recovery_codes_left: 0,
    });
    expect((await passwordStep('user@demo.test')).packet.token).toBeDefined();
    const wrong = await api.call('second_factor', 'confirm', { token, body: { code: '000000' } });
    expect(wrong.status).toBe(403);
    const confirmed = await api.call('second_factor', 'confirm', { token, body: { code: code(secret) } });
    const codes = (confirmed.packet.payload as { recovery_codes: string[] }).recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const each of codes) expect(each).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await api.call('second_factor', 'status', { token })).packet.payload).toEqual({
      totp: true,
      recovery_codes_left: 10,
    });
    // Stored sealed and hashed: neither the secret nor a code is in the database as text.
    const stored = JSON.stringify([
      await api.db.query('SELECT * FROM second_factors'),
      await api.db.query('SELECT * FROM recovery_codes'),
    ]);
    expect(stored).not.toContain(secret);
    for (const each of codes) expect(stored).not.toContain(each);
    // A second set-up while one is on is refused: turning it off comes first.
    expect((await api.call('second_factor', 'setup', { token, body: {} })).status).toBe(409);
  });

  it('signs a user with a factor in two steps; users without one as before', async () => {
    const { secret } = await enrol('group@demo.test');
    const first = await passwordStep('group@demo.test');
    expect(first.packet.token).toBeUndefined();
    const { second_factor } = first.packet.payload as {
      second_factor: { challenge: string; factors: string[]; expires_in: number };
    };
    expect(second_factor.factors).toEqual(['totp', 'recovery_code']);
    expect(second_factor.expires_in).toBe(300);
    // A wrong challenge, or a right one with a wrong code, signs nobody in.
    expect((await verify({ challenge: 'nope', code: code(secret) })).status).toBe(401);
    expect((await verify({ challenge: second_factor.challenge, code: '000000' })).status).toBe(401);
    const done = await verify({ challenge: second_factor.challenge, code: code(secret) });
    expect(done.status).toBe(200);
    expect(done.packet.payload).toEqual({ access: 5 });
    const read = await api.call('user', 'read', {
      token: done.packet.token,
      query: { email: 'group@demo.test' },
    });
    expect(read.status).toBe(200);
    // The challenge is spent with the sign-in it completed.
    advance();
    expect((await verify({ challenge: second_factor.challenge, code: code(secret) })).status).toBe(401);
    // Without a factor: the answer of the published protocol, token and access.
    const plain = await passwordStep('circuit@demo.test');
    expect(plain.packet.payload).toEqual({ access: 6 });
    expect(plain.packet.token).toEqual(expect.any(String));
  });

  it('takes a code once, one step either side, never an older one', async () => {
    const { secret } = await enrol('admin@demo.test');
    const used = code(secret, 1);
    expect((await verify({ challenge: await challengeOf('admin@demo.test'), code: used })).status).toBe(200);
    // The same code again, within its window: refused. So is the code of the step before it.
    expect((await verify({ challenge: await challengeOf('admin@demo.test'), code: used })).status).toBe(401);
    expect(
      (await verify({ challenge: await challengeOf('admin@demo.test'), code: code(secret) })).status,
    ).toBe(401);
    // Two steps away is outside the window.
    advance();
    advance();
    advance();
    expect(
      (await verify({ challenge: await challengeOf('admin@demo.test'), code: code(secret, -2) })).status,
    ).toBe(401);
    expect(
      (await verify({ challenge: await challengeOf('admin@demo.test'), code: code(secret, -1) })).status,
    ).toBe(200);
  });

  it('takes each recovery code once, in any case and spacing; new codes end the old ones', async () => {
    const { recovery, token } = await enrol('owner@other.test');
    const spaced = recovery[0]!.toUpperCase().replace('-', ' ');
    expect(
      (await verify({ challenge: await challengeOf('owner@other.test'), recovery_code: spaced })).status,
    ).toBe(200);
    expect(
      (await verify({ challenge: await challengeOf('owner@other.test'), recovery_code: recovery[0]! }))
        .status,
    ).toBe(401);
    expect((await api.call('second_factor', 'status', { token })).packet.payload).toMatchObject({
      recovery_codes_left: 9,
    });
    const renewed = await api.call('second_factor', 'recovery_codes', {
      token,
      body: { current_passhash: sha256Hex(DEMO_PASSWORD) },
    });
    expect(renewed.status).toBe(200);
    const fresh = (renewed.packet.payload as { recovery_codes: string[] }).recovery_codes;
    expect(
      (await verify({ challenge: await challengeOf('owner@other.test'), recovery_code: recovery[1]! }))
        .status,
    ).toBe(401);
    expect(
      (await verify({ challenge: await challengeOf('owner@other.test'), recovery_code: fresh[0]! })).status,
    ).toBe(200);
  });

  it('counts wrong codes per user atomically: of 30 at once, 10 are judged and 20 throttled', async () => {
    const { secret } = await enrol('super@demo.test');
    const challenge = await challengeOf('super@demo.test');
    // Different IPs, so only the per-user limit (10, as for an email's logins) is met.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        verify({ challenge, code: String(100000 + i) }, `198.51.100.${i + 1}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    // Full: even the right code waits for the window.
    const right = await verify({ challenge, code: code(secret) });
    expect(right.status).toBe(429);
    expect(right.packet.errors[0]?.title).toMatch(/^Too many attempts, try again in \d+ minutes?$/);
  });

  it('turns off with a current code or the password, not without; the sign-in is one step again', async () => {
    const { secret, token } = await enrol('circuit@demo.test');
    const noProof = await api.call('second_factor', 'disable', { token, body: {} });
    expect(noProof.status).toBe(400);
    const wrongPassword = await api.call('second_factor', 'disable', {
      token,
      body: { current_passhash: sha256Hex('not it') },
    });
    expect(wrongPassword.status).toBe(403);
    expect((await api.call('second_factor', 'disable', { token, body: { code: '000000' } })).status).toBe(
      403,
    );
    expect((await api.call('second_factor', 'disable', { token, body: { code: code(secret) } })).status).toBe(
      200,
    );
    expect((await api.db.query('SELECT * FROM recovery_codes')).length).toBeGreaterThan(0);
    const userId = (await api.userIds())['circuit@demo.test'];
    expect(await api.db.query('SELECT 1 FROM recovery_codes WHERE user_id = $1', [userId])).toHaveLength(0);
    const plain = await passwordStep('circuit@demo.test');
    expect(plain.packet.payload).toEqual({ access: 6 });
  });

  it('logs set-up, removal and each second-factor sign-in, with nothing of a secret or code', async () => {
    // circuit@demo.test turned its app off in the test before: set up afresh.
    const email = 'circuit@demo.test';
    const { secret, recovery, token } = await enrol(email);
    const used = code(secret);
    await verify({ challenge: await challengeOf(email), code: '000000' });
    await verify({ challenge: await challengeOf(email), code: used });
    await verify({ challenge: await challengeOf(email), recovery_code: recovery[2]! });
    await api.call('second_factor', 'disable', {
      token,
      body: { current_passhash: sha256Hex(DEMO_PASSWORD) },
    });
    const userId = (await api.userIds())[email];
    const rows = await api.db.query<{ action: string; changes: unknown }>(
      'SELECT action, changes FROM activity WHERE user_id = $1 ORDER BY activity_id',
      [userId],
    );
    const actions = rows.map((row) => [row.action, JSON.stringify(row.changes)]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['confirm', expect.stringContaining('authenticator app')],
        ['sign_in_failed', expect.stringContaining('"second_factor":[null,"totp"]')],
        ['sign_in', expect.stringContaining('"second_factor":[null,"totp"]')],
        ['sign_in', expect.stringContaining('"second_factor":[null,"recovery_code"]')],
        ['disable', expect.stringContaining('authenticator app')],
      ]),
    );
    const all = JSON.stringify(await api.db.query('SELECT * FROM activity'));
    const revisions = JSON.stringify(await api.db.query('SELECT * FROM revisions'));
    for (const secretText of [secret, used, ...recovery]) {
      expect(all).not.toContain(secretText);
      expect(revisions).not.toContain(secretText);
    }
  });
});

describe.each(databases())('wrong codes per client IP on %s', (database) => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({
      database,
      config: { limits: { ...loadConfig({}).limits, loginFailsPerIp: 3 } },
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await limited.close();
  });

  it('counts wrong codes per client IP too, whoever they are for', async () => {
    const token = await limited.login('user@demo.test');
    const setup = await limited.call('second_factor', 'setup', { token, body: {} });
    const { secret } = setup.packet.payload as { secret: string };
    await limited.call('second_factor', 'confirm', { token, body: { code: codeAt(secret, 0) } });
    const first = await limited.call('user', 'token', {
      token: limited.config.siteToken,
      body: { email: 'user@demo.test', passhash: sha256Hex(DEMO_PASSWORD) },
    });
    const { challenge } = (first.packet.payload as { second_factor: { challenge: string } }).second_factor;
    const wrong = () =>
      limited.call('second_factor', 'verify', {
        token: limited.config.siteToken,
        body: { challenge, code: '000000' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await wrong()).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
