import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../server/config.ts';
import { createAdmin } from '../../server/admin/create-admin.ts';
import { PASSWORD_CHANGE_REQUIRED } from '../../server/auth/password-change-gate.ts';
import { createApp } from '../../server/http/app.ts';
import { databaseProblems, environmentProblems } from '../../server/startup-checks.ts';
import { freePort } from '../free-port.ts';
import { runToExit, startServerProcess } from '../server-process.ts';
import {
  createTestPostgres,
  databases,
  DEMO_PASSWORD,
  sha256Hex,
  startTestApi,
  type CallResult,
  type TestApi,
} from './harness.ts';
import { userEdit } from './versions.ts';

// Issue 16, section 1 (docs/security.md, "Production mode"): a real deployment gets no known login.

const key = () => randomBytes(32).toString('base64');
const PRODUCTION = { NODE_ENV: 'production', PASSWORD_PEPPER: key(), SECRETS_KEY: key() };
const detail = (result: CallResult) => result.packet.errors[0]?.detail;

async function signIn(origin: string, email: string, password: string): Promise<string | undefined> {
  const query = new URLSearchParams({
    module: 'user',
    command: 'token',
    email,
    passhash: sha256Hex(password),
  });
  const response = await fetch(`${origin}/api?${query}`, { headers: { Authorization: 'Bearer demo-site' } });
  return ((await response.json()) as { token?: string }).token;
}

describe('the environment production mode needs', () => {
  it('names each missing variable, and asks nothing outside production mode', () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(environmentProblems(production, { NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^PASSWORD_PEPPER is required when NODE_ENV=production/),
      expect.stringMatching(/^SECRETS_KEY is required when NODE_ENV=production/),
      expect.stringMatching(/^PUBLIC_ORIGIN is required when NODE_ENV=production/),
    ]);
    const env = { ...PRODUCTION, PUBLIC_ORIGIN: 'https://console.example.com' };
    expect(environmentProblems(loadConfig(env), env)).toEqual([]);
    expect(environmentProblems(loadConfig({ ...env, SEED_DEMO: '1' }), { ...env, SEED_DEMO: '1' })).toEqual([
      'SEED_DEMO=1 is not allowed when NODE_ENV=production: demo users have a published password',
    ]);
    expect(environmentProblems(loadConfig({}), {})).toEqual([]);
  });

  it('seeds demo data only on the embedded default or with SEED_DEMO=1, never in production mode', () => {
    const seeds = (env: Record<string, string>) => loadConfig(env).seedDemo;
    expect(seeds({})).toBe(true);
    expect(seeds({ DATABASE_URL: 'postgres://db.example/console' })).toBe(false);
    expect(seeds({ DATABASE_URL: 'postgres://db.example/console', SEED_DEMO: '1' })).toBe(true);
    expect(seeds({ NODE_ENV: 'production' })).toBe(false);
  });
});

describe('production mode over the API', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ database: 'pglite' });
  });
  afterAll(() => api.close());

  it('finds the demo users in a production database', async () => {
    const production: Config = { ...api.config, production: true };
    expect(await databaseProblems(api.db, production)).toEqual([
      expect.stringContaining('The database holds demo users (admin@demo.test, circuit@demo.test'),
    ]);
    expect(await databaseProblems(api.db, api.config)).toEqual([]);
  });

  it('mounts no Stripe simulator and starts no simulated connect in production mode', async () => {
    const production = createApp({ db: api.db, config: { ...api.config, production: true }, keys: api.keys });
    // A POST: a GET of an unknown path may get the console's page (history fallback) once it is built.
    const allow = { method: 'POST', body: new URLSearchParams({ state: 'x', decision: 'allow' }) };
    expect((await api.app.request('/stripe-sim/authorize', allow)).status).toBe(400);
    expect((await production.request('/stripe-sim/authorize', allow)).status).toBe(404);
    const token = await api.login('group@demo.test');
    const response = await production.request(
      `/api?module=stripe&command=start_connect&account_id=1&livemode=false&redirect_url=${encodeURIComponent('http://localhost/profile')}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    const packet = (await response.json()) as { errors: { detail: string }[] };
    expect([response.status, packet.errors[0]?.detail]).toEqual([
      503,
      'Stripe Connect is not set up on this server: its operator sets STRIPE_CLIENT_ID and STRIPE_SECRET_KEY',
    ]);
  });

  it('makes a super admin with a one-time password that must be replaced before anything else', async () => {
    const admin = await createAdmin(api.db, api.keys, {
      email: 'boss@network.example',
      account: 'Real Network',
      firstName: 'Bea',
      lastName: 'Boss',
    });
    expect(admin.oneTimePassword).toMatch(/^[\w-]{20}$/);
    const token = await api.login('boss@network.example', admin.oneTimePassword);
    const self = await api.call('user', 'read', { token, query: { email: 'boss@network.example' } });
    expect(self.packet.payload).toMatchObject({ access: 9, account_name: 'Real Network', reset_required: 1 });

    const refusals = [
      await api.call('contact', 'list', { token, body: {} }),
      await api.call('account', 'list', { token, body: {} }),
      await api.call('user', 'read', { token, query: { email: 'user@demo.test' } }),
      await api.call('user', 'update', {
        token,
        body: await userEdit(api, { user_id: 1, first_name: 'Hijacked' }),
      }),
    ];
    for (const refused of refusals)
      expect([refused.status, detail(refused)]).toEqual([403, PASSWORD_CHANGE_REQUIRED]);

    const oneTime = sha256Hex(admin.oneTimePassword);
    const same = await api.call('user', 'update', {
      token,
      body: await userEdit(api, { user_id: admin.userId, passhash: oneTime, current_passhash: oneTime }),
    });
    expect([same.status, detail(same)]).toEqual([
      400,
      'passhash: Choose a new password, not the one-time password',
    ]);
    const changed = await api.call('user', 'update', {
      token,
      body: await userEdit(api, {
        user_id: admin.userId,
        passhash: sha256Hex('a-real-password'),
        current_passhash: oneTime,
      }),
    });
    expect(changed.status, JSON.stringify(changed.packet.errors)).toBe(200);
    expect(changed.packet.payload).toMatchObject({ reset_required: 0 });
    expect((await api.call('account', 'list', { token, body: {} })).status).toBe(200);
  });

  it('refuses a second admin with a taken email, and arguments that make no admin', async () => {
    const again = { email: 'boss@network.example', account: 'Again', firstName: 'A', lastName: 'B' };
    await expect(createAdmin(api.db, api.keys, again)).rejects.toThrow(
      '--email: boss@network.example already has a user',
    );
    await expect(createAdmin(api.db, api.keys, { ...again, email: 'nope' })).rejects.toThrow(
      "--email: 'nope' is not an email address",
    );
  });
});

describe('the real server and create-admin', () => {
  const dir = mkdtempSync(join(tmpdir(), 'console-production-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses to start in production mode without the keys and PUBLIC_ORIGIN, naming them', async () => {
    const { code, out } = await runToExit(['server/main.ts'], {
      NODE_ENV: 'production',
      DATA_DIR: join(dir, 'refused'),
      PASSWORD_PEPPER: '',
      SECRETS_KEY: '',
      PUBLIC_ORIGIN: '',
    });
    expect(code).toBe(1);
    for (const name of ['PASSWORD_PEPPER', 'SECRETS_KEY', 'PUBLIC_ORIGIN']) {
      expect(out).toContain(`Refusing to start: ${name} is required when NODE_ENV=production`);
    }
  });

  it(
    'starts a production server on an empty database with no demo user; create-admin’s user signs in',
    { timeout: 90_000 },
    async () => {
      const env = {
        ...PRODUCTION,
        DATA_DIR: join(dir, 'live'),
        PUBLIC_ORIGIN: 'https://console.example.com',
      };
      const serve = async (check: (origin: string) => Promise<void>) => {
        const server = startServerProcess(await freePort(), env);
        try {
          await server.ready;
          await check(server.origin);
        } finally {
          server.child.kill('SIGTERM');
          await new Promise((done) => server.child.once('exit', done));
        }
      };
      // The attack of issue 16: a fresh production database must not come with the demo's super admin.
      await serve(async (origin) => {
        expect(await signIn(origin, 'super@demo.test', DEMO_PASSWORD)).toBeUndefined();
      });
      const made = await runToExit(
        ['server/create-admin.ts', '--email', 'ops@example.com', '--account', 'Ops'],
        env,
      );
      expect(made.code, made.out).toBe(0);
      const password = /one-time password[^\n]*\n\s+(\S+)/.exec(made.out)?.[1];
      expect(password).toBeDefined();
      await serve(async (origin) => {
        expect(await signIn(origin, 'ops@example.com', password!)).toBeDefined();
      });
    },
  );

  it.runIf(databases().includes('postgres'))(
    'seeds no demo user into a PostgreSQL database unless SEED_DEMO=1, and production refuses one that has them',
    { timeout: 60_000 },
    async () => {
      const postgres = await createTestPostgres();
      // With DATABASE_URL the keys come from the environment (docs/deploy.md): the same ones throughout.
      const env = {
        DATA_DIR: join(dir, 'pg'),
        DATABASE_URL: postgres.url,
        WORKERS: '1',
        PASSWORD_PEPPER: PRODUCTION.PASSWORD_PEPPER,
        SECRETS_KEY: PRODUCTION.SECRETS_KEY,
      };
      try {
        const plain = startServerProcess(await freePort(), env);
        await plain.ready;
        expect(await signIn(plain.origin, 'super@demo.test', DEMO_PASSWORD)).toBeUndefined();
        plain.child.kill('SIGTERM');
        await new Promise((done) => plain.child.once('exit', done));

        const demo = startServerProcess(await freePort(), { ...env, SEED_DEMO: '1' });
        await demo.ready;
        expect(await signIn(demo.origin, 'super@demo.test', DEMO_PASSWORD)).toBeDefined();
        demo.child.kill('SIGTERM');
        await new Promise((done) => demo.child.once('exit', done));

        const refused = await runToExit(['server/main.ts'], {
          ...env,
          ...PRODUCTION,
          PUBLIC_ORIGIN: 'https://console.example.com',
          PORT: String(await freePort()),
        });
        expect(refused.code).toBe(1);
        expect(refused.out).toContain('Refusing to start: The database holds demo users');
      } finally {
        await postgres.drop();
      }
    },
  );
});
