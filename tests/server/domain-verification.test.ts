import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port.ts';
import { notVerifiedReason } from '../../server/domains/verification.ts';
import { databases, sha256Hex, startTestApi, type CallResult, type TestApi } from './harness.ts';
import { accountEdit } from './versions.ts';

// Issue 16, section 2 (docs/security.md, "Domains"): a registered tenant must not take another site's
// captured data by claiming its domain. The verification file is served by a loopback server standing in
// for every domain: DOMAIN_VERIFICATION_URL points the check at it (docs/server.md).

/** What each domain's /.well-known/console-domain-verification.txt answers: [status, body, headers]. */
const files = new Map<string, [number, string, Record<string, string>?]>();

async function startDomainServer(): Promise<{ server: Server; port: number }> {
  const port = await freePort();
  const server = createServer((request, response) => {
    const [, domain, ...rest] = (request.url ?? '').split('/');
    const answer =
      rest.join('/') === '.well-known/console-domain-verification.txt' ? files.get(domain ?? '') : undefined;
    const [status, body, headers] = answer ?? [404, 'Not Found'];
    response.writeHead(status, { 'Content-Type': 'text/plain', ...headers });
    response.end(body);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { server, port };
}

const detail = (result: CallResult) => result.packet.errors[0]?.detail;

describe.each(databases())('domain ownership on %s', (database) => {
  let api: TestApi;
  let domains: { server: Server; port: number };
  let attacker: { token: string; user_id: number; account_id: number };
  let superToken: string;

  beforeAll(async () => {
    files.clear();
    domains = await startDomainServer();
    api = await startTestApi({
      database,
      config: {
        domainVerificationUrl: `http://127.0.0.1:${domains.port}/{domain}/.well-known/console-domain-verification.txt`,
      },
    });
    superToken = await api.login('super@demo.test');
    // Anyone may register: the attacker is a fresh tenant, a group admin of its own account.
    const registered = await api.call('account', 'register', {
      token: api.config.siteToken,
      body: {
        email: `mallory-${database}@evil.example`,
        first_name: 'Mallory',
        last_name: 'Tenant',
        passhash: sha256Hex('mallory-password'),
        account_name: 'Mallory Sites',
      },
    });
    expect(registered.status, JSON.stringify(registered.packet.errors)).toBe(200);
    const user = registered.packet.payload as { user_id: number; account_id: number };
    attacker = { token: registered.packet.token!, user_id: user.user_id, account_id: user.account_id };
  });
  afterAll(async () => {
    await api.close();
    await new Promise((done) => domains.server.close(done));
  });

  const setDomain = async (domain: string, who = attacker) =>
    api.call('account', 'update', {
      token: who.token,
      body: await accountEdit(api, {
        user_id: who.user_id,
        account_id: who.account_id,
        account_name: 'Mallory Sites',
        domain,
      }),
    });
  const submit = (site: string, origin?: string) =>
    api.call('capture', 'submit', {
      token: api.config.siteToken,
      body: { site, form: 'newsletter', fields: { email: 'visitor@example.com' } },
      ...(origin ? { headers: { Origin: origin } } : {}),
    });
  const status = (token = attacker.token) => api.call('account', 'domain_status', { token });
  const siteName = (domain: string) =>
    api.call('account', 'site_name', { token: api.config.siteToken, query: { domain } });

  it('refuses a domain equal to or under another account’s verified domain', async () => {
    for (const domain of ['www.demo.test', 'Shop.Demo.Test', 'a.b.other.test']) {
      const refused = await setDomain(domain);
      expect([refused.status, detail(refused)], domain).toEqual([
        409,
        'That domain is verified by another account: it, and its sub-domains, are theirs',
      ]);
    }
    // Nothing moved: the victim's sub-domain still files its captures under the victim.
    expect((await submit('www.demo.test')).status).toBe(200);
    const [row] = await api.db.query<{ account_id: number }>(
      "SELECT account_id FROM captures WHERE site = 'www.demo.test' ORDER BY capture_id DESC LIMIT 1",
    );
    expect(row?.account_id).toBe(1);
  });

  it('routes nothing for an unverified domain: no captures, no branding, no capture Origin', async () => {
    expect((await setDomain('mallory.example')).status).toBe(200);
    const refused = await submit('https://www.mallory.example/signup');
    expect([refused.status, detail(refused)]).toEqual([
      403,
      'site: The domain mallory.example is not verified yet, so its submissions are refused; its account ' +
        'verifies it under Profile, Account Information',
    ]);
    expect((await siteName('admin.mallory.example')).packet.payload).toEqual({ account_name: null });
    const state = (await status()).packet.payload as Record<string, unknown>;
    expect(state).toMatchObject({
      domain: 'mallory.example',
      verified: false,
      verified_at: null,
      url: `http://127.0.0.1:${domains.port}/mallory.example/.well-known/console-domain-verification.txt`,
    });
    expect(state.token).toMatch(/^[0-9a-f]{32}$/);
    const count = await api.db.query("SELECT 1 FROM captures WHERE site LIKE '%mallory.example'");
    expect(count).toEqual([]);
  });

  it('verifies over the file only when it holds the account’s own token, with one reason for every failure', async () => {
    const token = ((await status()).packet.payload as { token: string }).token;
    const verify = () => api.call('account', 'verify_domain', { token: attacker.token, body: {} });
    const url = `http://127.0.0.1:${domains.port}/mallory.example/.well-known/console-domain-verification.txt`;
    // One reason whatever went wrong: the check must not tell a prober what answers where.
    const refused = `domain: Not verified: ${notVerifiedReason(url)}`;

    const missing = await verify();
    expect([missing.status, detail(missing)]).toEqual([400, refused]);
    // Another account's token (the victim's, say) proves nothing for this one.
    const [victim] = await api.db.query<{ domain_token: string }>(
      'SELECT domain_token FROM accounts WHERE account_id = 1',
    );
    files.set('mallory.example', [200, `${victim!.domain_token}\n`]);
    expect(detail(await verify())).toBe(refused);
    files.set('mallory.example', [302, '', { Location: 'https://elsewhere.example/' }]);
    expect(detail(await verify())).toBe(refused);
    files.set('mallory.example', [200, 'x'.repeat(5000)]);
    expect(detail(await verify())).toBe(refused);
    files.set('mallory.example', [500, token]);
    expect(detail(await verify())).toBe(refused);
    expect(((await status()).packet.payload as { verified: boolean }).verified).toBe(false);

    files.set('mallory.example', [200, `${token}\n`]);
    const done = await verify();
    expect(done.status, JSON.stringify(done.packet.errors)).toBe(200);
    expect(done.packet.payload).toMatchObject({ verified: true, verified_by: 'https' });

    // Now it routes: captures, branding, and its pages may post for it.
    expect((await submit('www.mallory.example', 'https://mallory.example')).status).toBe(200);
    expect((await siteName('admin.mallory.example')).packet.payload).toEqual({
      account_name: 'Mallory Sites',
    });
    const user = await api.call('user', 'read', {
      token: attacker.token,
      query: { user_id: String(attacker.user_id) },
    });
    expect(user.packet.payload).toMatchObject({ domain: 'mallory.example', domain_verified: 1 });
  });

  it('starts a renamed domain unverified again', async () => {
    expect((await setDomain('mallory2.example')).status).toBe(200);
    expect(((await status()).packet.payload as { verified: boolean }).verified).toBe(false);
    expect((await submit('mallory.example')).status).toBe(404);
    expect((await submit('mallory2.example')).status).toBe(403);
  });

  it('lets a super admin vouch for a domain, and nobody else verify another account’s', async () => {
    const group = await api.login('group@demo.test');
    const foreign = await api.call('account', 'verify_domain', {
      token: group,
      body: { account_id: attacker.account_id },
    });
    expect([foreign.status, detail(foreign)]).toEqual([403, 'You can only verify your own account’s domain']);
    const notSuper = await api.call('account', 'mark_domain_verified', {
      token: group,
      body: { account_id: attacker.account_id },
    });
    expect(notSuper.status).toBe(403);
    const vouched = await api.call('account', 'mark_domain_verified', {
      token: superToken,
      body: { account_id: attacker.account_id },
    });
    expect(vouched.status, JSON.stringify(vouched.packet.errors)).toBe(200);
    expect(vouched.packet.payload).toMatchObject({ domain: 'mallory2.example', verified_by: 'super admin' });
    expect((await submit('mallory2.example')).status).toBe(200);
  });

  it('prefers a verified domain over a longer unverified claim, which cannot divert or block its captures', async () => {
    // A sub-domain claimed before its parent was verified stays behind it: the verified parent routes.
    const admin = await api.login('admin@demo.test');
    const created = await api.call('account', 'create', {
      token: admin,
      body: { account_name: 'Early Claim', domain: 'www.late.example' },
    });
    expect(created.status).toBe(200);
    const late = await api.call('account', 'create', {
      token: admin,
      body: { account_name: 'Late Owner', domain: 'late.example' },
    });
    const lateId = (late.packet.payload as { account_id: number }).account_id;
    expect((await submit('www.late.example')).status).toBe(403);
    await api.call('account', 'mark_domain_verified', { token: superToken, body: { account_id: lateId } });
    expect((await submit('www.late.example')).status).toBe(200);
    const [row] = await api.db.query<{ account_id: number }>(
      "SELECT account_id FROM captures WHERE site = 'www.late.example'",
    );
    expect(row?.account_id).toBe(lateId);
  });

  it('answers bad input with a 400 that names the field, and a domain that is no host name says so', async () => {
    const bad = [
      await api.call('account', 'verify_domain', { token: attacker.token, body: { account_id: 'first' } }),
      await api.call('account', 'domain_status', { token: attacker.token, query: { account_id: '-3' } }),
      await api.call('account', 'mark_domain_verified', { token: superToken, body: {} }),
    ];
    for (const result of bad) {
      expect(result.status).toBe(400);
      expect(detail(result)).toMatch(/^account_id: /);
    }
    expect((await setDomain('not a host')).status).toBe(200);
    const verify = await api.call('account', 'verify_domain', { token: attacker.token, body: {} });
    expect([verify.status, detail(verify)]).toEqual([
      400,
      "domain: 'not a host' is not a host name like www.example.com",
    ]);
  });
});
