import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY, createWorkQueue, passwordQueue } from '../../server/auth/work-queue.ts';
import { parseTrustedProxies } from '../../server/http/client-ip.ts';
import { databases, sha256Hex, startTestApi, type TestApi } from './harness.ts';

const INVALID = 'Invalid email or password';
const titleOf = (result: { packet: { errors: { title: string }[] } }) => result.packet.errors[0]?.title;

// docs/security.md "Throttles and the client IP": every limit is counted atomically in the database.
describe.each(databases())('throttles on %s', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      database,
      config: { trustedProxies: parseTrustedProxies('10.9.0.0/16, fd00::/8') },
    });
    api.config.limits = { ...api.config.limits, registerPerIp: 3 };
    api.config.captureRatePerMinute = 5;
  });
  afterAll(() => api.close());

  const attempt = (
    email: string,
    password: string,
    ip = '198.51.100.7',
    headers: Record<string, string> = {},
  ) =>
    api.call('user', 'token', {
      token: api.config.siteToken,
      body: { email, passhash: sha256Hex(password) },
      ip,
      headers,
    });

  it('evaluates no more than LOGIN_FAILS_PER_EMAIL of 30 wrong attempts fired at once', async () => {
    expect(api.config.limits.loginFailsPerEmail).toBe(10);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt('admin@demo.test', 'wrong', `198.51.100.${i + 10}`)),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect(titleOf(results.find((result) => result.status === 429)!)).toBe(
      'Too many attempts, try again in 15 minutes',
    );
    // Locked even with the right password, until the window has passed.
    expect((await attempt('admin@demo.test', 'demo-password')).status).toBe(429);
    await api.db.query(
      "UPDATE throttle_counters SET window_start = window_start - interval '15 minutes' WHERE bucket = 'login-email'",
    );
    expect((await attempt('admin@demo.test', 'demo-password')).status).toBe(200);
  });

  it('does not count successful logins', async () => {
    const ip = '198.51.100.200';
    for (let i = 0; i < 9; i++) expect(titleOf(await attempt('group@demo.test', 'nope', ip))).toBe(INVALID);
    for (let i = 0; i < 5; i++)
      expect((await attempt('group@demo.test', 'demo-password', ip)).status).toBe(200);
    expect(titleOf(await attempt('group@demo.test', 'nope', ip))).toBe(INVALID);
    expect((await attempt('group@demo.test', 'demo-password', ip)).status).toBe(429);
  });

  it('limits failures per client IP across emails, and believes no X-Forwarded-For from an untrusted peer', async () => {
    api.config.limits = { ...api.config.limits, loginFailsPerIp: 4 };
    try {
      const ip = '203.0.113.50';
      for (let i = 0; i < 4; i++) {
        // A spoofed header from a direct client changes nothing: the socket's address is counted.
        const result = await attempt(`nobody${i}@demo.test`, 'x', ip, { 'X-Forwarded-For': `192.0.2.${i}` });
        expect(result.status).toBe(401);
      }
      const fifth = await attempt('fresh@demo.test', 'x', ip, { 'X-Forwarded-For': '192.0.2.99' });
      expect([fifth.status, titleOf(fifth)]).toEqual([429, 'Too many attempts, try again in 15 minutes']);
      // Another client is not affected.
      expect((await attempt('fresh@demo.test', 'x', '203.0.113.51')).status).toBe(401);
    } finally {
      api.config.limits = { ...api.config.limits, loginFailsPerIp: 50 };
    }
  });

  it('behind a trusted proxy, counts the client X-Forwarded-For names (IPv4 and IPv6)', async () => {
    api.config.limits = { ...api.config.limits, loginFailsPerIp: 2 };
    try {
      for (const proxy of ['10.9.1.1', 'fd00::5']) {
        // The client wrote the leftmost entry itself; the hop the proxy appended is the one counted.
        const via = (client: string) => ({ 'X-Forwarded-For': `6.6.6.6, ${client}` });
        for (let i = 0; i < 2; i++) {
          expect(
            (await attempt(`p${proxy.length}-${i}@demo.test`, 'x', proxy, via('2001:db8::7'))).status,
          ).toBe(401);
        }
        expect((await attempt(`p${proxy.length}-x@demo.test`, 'x', proxy, via('2001:db8::7'))).status).toBe(
          429,
        );
        expect((await attempt(`p${proxy.length}-y@demo.test`, 'x', proxy, via('2001:db8::8'))).status).toBe(
          401,
        );
        await api.db.query("DELETE FROM throttle_counters WHERE bucket = 'login-ip'");
      }
    } finally {
      api.config.limits = { ...api.config.limits, loginFailsPerIp: 50 };
    }
  });

  it('limits registrations per client IP per hour', async () => {
    const register = (i: number, ip: string) =>
      api.call('account', 'register', {
        token: api.config.siteToken,
        ip,
        body: {
          email: `venue${ip}${i}@new.test`,
          first_name: 'Fay',
          last_name: 'Founder',
          passhash: sha256Hex('pw-founder'),
          account_name: `Venue ${ip} ${i}`,
          account_description: null,
        },
      });
    const results = await Promise.all([0, 1, 2, 3, 4].map((i) => register(i, '198.51.100.77')));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429]);
    expect(titleOf(results.find((r) => r.status === 429)!)).toBe(
      'Too many attempts, try again in 60 minutes',
    );
    expect((await register(9, '198.51.100.78')).status).toBe(200);
  });

  it('never asks for a wait longer than the window, even when the window opened after the taker began', async () => {
    // On PostgreSQL a taker blocked behind the window's opener has an earlier now() than the window_start.
    await api.db.query(
      "INSERT INTO throttle_counters (bucket, key, window_start, hits) VALUES ('register-ip', '198.51.100.90', now() + interval '2 seconds', 3)",
    );
    const result = await api.call('account', 'register', {
      token: api.config.siteToken,
      ip: '198.51.100.90',
      body: {
        email: 'late-window@new.test',
        first_name: 'Fay',
        last_name: 'Founder',
        passhash: sha256Hex('pw-founder'),
        account_name: 'Venue late window',
        account_description: null,
      },
    });
    expect(result.status).toBe(429);
    expect(titleOf(result)).toBe('Too many attempts, try again in 60 minutes');
  });

  it('limits captures per account, whatever sub-domain each names, and per client IP, atomically', async () => {
    const submit = (site: string, ip: string) =>
      api.call('capture', 'submit', {
        token: api.config.siteToken,
        ip,
        body: { site, form: 'flood', fields: { n: 1 } },
      });
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => submit(`s${i}.demo.test`, `198.51.100.${100 + i}`)),
    );
    expect(burst.filter((r) => r.status === 200)).toHaveLength(5);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(7);
    const [stored] = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM captures WHERE form = 'flood' AND account_id = 1",
    );
    expect(stored!.n).toBe(5);
    // One client alternating between two accounts is held by its own limit.
    await api.db.query("DELETE FROM throttle_counters WHERE bucket LIKE 'capture-%'");
    const ip = '198.51.100.99';
    const mixed = [];
    for (let i = 0; i < 6; i++) mixed.push((await submit(i % 2 ? 'other.test' : 'demo.test', ip)).status);
    expect(mixed).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('the password queue', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ database: 'pglite' });
  });
  afterAll(() => api.close());

  it('lets an ordinary call through while a flood of logins waits its turn', async () => {
    const user = await api.login('user@demo.test');
    const [file] = await api.db.query<{ file_id: number }>(
      'SELECT file_id FROM files WHERE account_id = 1 LIMIT 1',
    );
    let finished = 0;
    const logins = Array.from({ length: 24 }, (_, i) =>
      api
        .call('user', 'token', {
          token: api.config.siteToken,
          body: { email: `flood${i}@demo.test`, passhash: sha256Hex('x') },
          ip: `198.18.0.${i}`,
        })
        .then((result) => {
          finished++;
          return result.status;
        }),
    );
    // Wait for the state itself: logins queued behind the ones running.
    await expect.poll(() => passwordQueue.depth().waiting, { interval: 5 }).toBeGreaterThan(4);
    expect(passwordQueue.depth().running).toBeLessThanOrEqual(2);
    // A download reads a file on libuv's thread pool, which argon2 shares: with the hashes queued here, the
    // pool has threads left and the download answers before most of the logins.
    const download = await api.call('file', 'download', {
      token: user,
      query: { file_id: String(file!.file_id) },
    });
    await download.response.arrayBuffer();
    expect(download.status).toBe(200);
    const listed = await api.call('contact', 'list', { token: user, body: { limit: 5 } });
    expect(listed.status).toBe(200);
    expect(finished).toBeLessThan(12);
    expect(new Set(await Promise.all(logins))).toEqual(new Set([401]));
  });

  it('refuses beyond the line with a 503 rather than queueing without end', async () => {
    const queue = createWorkQueue(1, 2);
    const order: number[] = [];
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const jobs = [0, 1, 2].map((i) =>
      queue.run(async () => (i === 0 ? gate : undefined)).then(() => order.push(i)),
    );
    expect(queue.depth()).toEqual({ running: 1, waiting: 2 });
    await expect(queue.run(async () => undefined)).rejects.toMatchObject({ status: 503, detail: BUSY });
    open();
    await Promise.all(jobs);
    expect(order).toEqual([0, 1, 2]);
    expect(queue.depth()).toEqual({ running: 0, waiting: 0 });
  });
});
