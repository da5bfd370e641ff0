import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_REFUSED } from '../../server/auth/second-factor-reset.ts';
import { SECOND_FACTOR_RESET_MAIL } from '../../server/auth/second-factor-reset-mail.ts';
import { loadConfig } from '../../server/config.ts';
import { databases, type TestApi, startTestApi } from './harness.ts';

const refusal = (result: { status: number; packet: { errors?: { detail?: string }[] } }) => ({
  status: result.status,
  detail: result.packet.errors?.[0]?.detail,
});

describe.each(databases())('second_factor/reset on %s', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    // A mail server configured (never reached here: the job is queued, not run).
    api = await startTestApi({
      database,
      config: { jobs: { ...loadConfig({}).jobs, smtpUrl: 'smtp://127.0.0.1:9' } },
    });
  });
  afterAll(() => api.close());

  const userId = async (email: string) =>
    (await api.db.query<{ user_id: number }>('SELECT user_id FROM users WHERE email = $1', [email]))[0]!
      .user_id;
  /** A confirmed authenticator app, recovery codes and a passkey, as enrolment leaves them. */
  async function giveFactors(email: string): Promise<number> {
    const id = await userId(email);
    await api.db.query(
      `INSERT INTO second_factors (user_id, totp_secret_encrypted, confirmed_at) VALUES ($1, 'sealed', now())`,
      [id],
    );
    await api.db.query(`INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, 'hash')`, [id]);
    await api.db.query(
      `INSERT INTO passkeys (credential_id, user_id, account_id, name, public_key)
       SELECT $2, user_id, account_id, 'Laptop', 'key' FROM users WHERE user_id = $1`,
      [id, `reset-${id}`],
    );
    return id;
  }
  const factorsOf = async (id: number) =>
    (
      await api.db.query<{ n: number }>(
        `SELECT ((SELECT count(*) FROM second_factors WHERE user_id = $1) + (SELECT count(*) FROM recovery_codes
          WHERE user_id = $1) + (SELECT count(*) FROM passkeys WHERE user_id = $1))::int AS n`,
        [id],
      )
    )[0]!.n;
  const reset = (token: string, user_id: number) =>
    api.call('second_factor', 'reset', { token, body: { user_id } });

  it('removes the factors of a user below the caller, ends their sessions and queues the mail', async () => {
    const victim = await api.login('user@demo.test');
    const id = await giveFactors('user@demo.test');
    const result = await reset(await api.login('group@demo.test'), id);
    expect(result.status).toBe(200);
    expect(result.packet.payload).toEqual({ success: true, mail_queued: true });
    expect(await factorsOf(id)).toBe(0);
    const live = await api.db.query('SELECT 1 FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [id]);
    expect(live).toEqual([]);
    expect((await api.call('second_factor', 'status', { token: victim })).status).toBe(401);
    const jobs = await api.db.query<{ payload: unknown }>('SELECT payload FROM jobs WHERE kind = $1', [
      SECOND_FACTOR_RESET_MAIL,
    ]);
    expect(
      jobs.map((job) => (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload)),
    ).toEqual([{ user_id: id }]);
    const log = await api.db.query('SELECT changes FROM activity WHERE record_id = $1 AND area = $2', [
      id,
      'user',
    ]);
    expect(JSON.stringify(log)).toContain('reset by an admin');
    expect(JSON.stringify(log)).not.toMatch(/sealed|hash|key/);
  });

  it('refuses a user at or above the caller’s level, and oneself', async () => {
    const admin = await api.login('admin@demo.test');
    for (const email of ['admin@demo.test', 'super@demo.test']) {
      const id = await giveFactors(email);
      expect(refusal(await reset(admin, id))).toEqual({ status: 403, detail: RESET_REFUSED });
      expect(await factorsOf(id)).toBe(3);
    }
    for (const table of ['recovery_codes', 'second_factors', 'passkeys'])
      await api.db.query(`DELETE FROM ${table}`);
  });

  it('knows no user of another account below level 9; a super admin resets one', async () => {
    const id = await giveFactors('owner@other.test');
    expect((await reset(await api.login('admin@demo.test'), id)).status).toBe(404);
    expect(await factorsOf(id)).toBe(3);
    expect((await reset(await api.login('super@demo.test'), id)).status).toBe(200);
    expect(await factorsOf(id)).toBe(0);
  });
});
