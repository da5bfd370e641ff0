import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_DOMAIN } from '../../lib/protocol/domain-name.ts';
import { loadConfig } from '../../server/config.ts';
import { notVerifiedReason } from '../../server/domains/verification.ts';
import { isPublicAddress } from '../../server/outbound/addresses.ts';
import { publicFetch, type Resolver } from '../../server/outbound/public-fetch.ts';
import { pullFeed } from '../../server/rodeo-sync/pull.ts';
import { environmentProblems } from '../../server/startup-checks.ts';
import { databases, sha256Hex, startTestApi, type CallResult, type TestApi } from './harness.ts';
import { accountEdit } from './versions.ts';

// docs/security.md, "Outbound requests, webhooks and mail": domains are names, and the server calls out
// only to public addresses. No test here sends a packet off this machine: names resolve through an
// injected resolver, and only ever to loopback addresses, so a broken guard would hit the loopback
// server below (which counts what reaches it) rather than a real private network.

/** A loopback server that answers every request with `body` and counts them. */
async function countingServer(body: string) {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(`${request.headers.host}${request.url}`);
    response.end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  return { hits, port, close: () => new Promise((done) => server.close(done)) };
}

/** Names under .example resolve as this table says; any other name is not found. */
const LOOPBACK_NAMES: Record<string, string[]> = {
  'internal.example': ['127.0.0.1'],
  'mapped.example': ['::ffff:127.0.0.1'],
  'six.example': ['::1'],
  'other-loopback.example': ['127.0.0.2'],
  'feed.example': ['127.0.0.1'],
};
const asked: string[] = [];
const resolver: Resolver = async (hostname) => {
  asked.push(hostname);
  const addresses = LOOPBACK_NAMES[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

describe('which addresses the server calls out to', () => {
  it('only public unicast ones: no loopback, private, link-local, unique-local or mapped forms of them', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fc00::5',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::6810:84e5', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    expect(isPublicAddress('not an address')).toBe(false);
  });

  describe('a fetch', () => {
    let target: Awaited<ReturnType<typeof countingServer>>;
    beforeAll(async () => {
      target = await countingServer('hello');
    });
    afterAll(() => target.close());

    it('connects to the address it checked, not to what the name resolves to later', async () => {
      const url = new URL(`http://feed.example:${target.port}/x`);
      // The system resolver knows no feed.example: only the checked answer can have reached the server.
      const fetched = await publicFetch(url, { timeoutMs: 5000, resolve: resolver, allowLoopback: true });
      expect((await fetched.read(100))?.toString()).toBe('hello');
      expect(target.hits).toEqual([`feed.example:${target.port}/x`]);
    });

    it('refuses a name or a literal at a loopback address, and connects nowhere', async () => {
      target.hits.length = 0;
      for (const host of ['internal.example', 'mapped.example', '127.0.0.1', '127.1', '[::ffff:127.0.0.1]']) {
        const url = new URL(`http://${host}:${target.port}/`);
        await expect(
          publicFetch(url, { timeoutMs: 5000, resolve: resolver, allowLoopback: false }),
          host,
        ).rejects.toThrow(/is not at a public address/);
      }
      expect(target.hits).toEqual([]);
    });
  });

  describe('the rodeo feed', () => {
    let feed: Awaited<ReturnType<typeof countingServer>>;
    beforeAll(async () => {
      feed = await countingServer('{"rodeos":[],"contestants":[]}');
    });
    afterAll(() => feed.close());

    it('is refused at a name that resolves to a private address, and on loopback in production mode', async () => {
      const base = { ...loadConfig({}), resolveHost: resolver };
      const byName = { ...base, rodeoFeedUrl: `https://internal.example:${feed.port}/feed` };
      await expect(pullFeed(byName, 'token')).rejects.toThrow(/is not at a public address/);
      const production = { ...base, production: true, rodeoFeedUrl: `http://127.0.0.1:${feed.port}/feed` };
      await expect(pullFeed(production, 'token')).rejects.toThrow(/is not at a public address/);
      expect(feed.hits).toEqual([]);
      // Outside production mode the operator's own loopback feed (the tests') still works.
      const local = { ...base, rodeoFeedUrl: `http://127.0.0.1:${feed.port}/feed` };
      expect(await pullFeed(local, 'token')).toMatchObject({ rodeos: [], contestants: [] });
    });
  });

  it('refuses loopback switches in production mode, whatever the letter case', () => {
    const env = {
      NODE_ENV: 'production',
      PASSWORD_PEPPER: 'x',
      SECRETS_KEY: 'y',
      PUBLIC_ORIGIN: 'https://console.example.com',
    };
    const problems = (extra: Record<string, string>) =>
      environmentProblems(loadConfig({ ...env, ...extra }), { ...env, ...extra });
    expect(problems({})).toEqual([]);
    for (const url of [
      'HTTP://127.0.0.1:9/{domain}/file.txt',
      'http://{domain}/file.txt',
      'https://127.0.0.1/{domain}',
      'https://LOCALHOST/{domain}',
    ]) {
      expect(problems({ DOMAIN_VERIFICATION_URL: url }), url).toEqual([
        'DOMAIN_VERIFICATION_URL must be https, and not to this machine, when NODE_ENV=production',
      ]);
    }
    expect(problems({ RODEO_FEED_URL: 'http://localhost:9000/feed' })).toEqual([
      'RODEO_FEED_URL must not point at this machine when NODE_ENV=production: loopback feeds are for tests',
    ]);
    expect(() => loadConfig({ DOMAIN_VERIFICATION_URL: 'https://example.com/fixed' })).toThrow(
      /DOMAIN_VERIFICATION_URL: .* with \{domain\} in it/,
    );
  });
});

const detail = (result: CallResult) => result.packet.errors[0]?.detail;

describe.each(databases())('domains are names, checked only at public addresses, on %s', (database) => {
  let api: TestApi;
  let domains: Awaited<ReturnType<typeof countingServer>>;
  let tenant: { token: string; user_id: number; account_id: number };
  let template: string;

  beforeAll(async () => {
    asked.length = 0;
    domains = await countingServer('token');
    // {domain} in the host: the tenant's domain decides where the check goes, as in production.
    template = `http://{domain}:${domains.port}/.well-known/console-domain-verification.txt`;
    api = await startTestApi({
      database,
      config: { domainVerificationUrl: template, resolveHost: resolver },
    });
    const registered = await api.call('account', 'register', {
      token: api.config.siteToken,
      body: {
        email: `probe-${database}@evil.example`,
        first_name: 'Pat',
        last_name: 'Prober',
        passhash: sha256Hex('prober-password'),
        account_name: 'Probes',
      },
    });
    const user = registered.packet.payload as { user_id: number; account_id: number };
    tenant = { token: registered.packet.token!, user_id: user.user_id, account_id: user.account_id };
  });
  afterAll(async () => {
    await api.close();
    await domains.close();
  });

  const setDomain = async (domain: string) =>
    api.call('account', 'update', {
      token: tenant.token,
      body: await accountEdit(api, {
        user_id: tenant.user_id,
        account_id: tenant.account_id,
        account_name: 'Probes',
        domain,
      }),
    });
  const verify = () => api.call('account', 'verify_domain', { token: tenant.token, body: {} });
  const IP_FORMS = [
    '127.0.0.1',
    '127.1',
    '0x7f.0.0.1',
    '0177.0.0.1',
    '2130706433',
    '169.254.169.254',
    '10.0.0.1',
    '[::1]',
    '::ffff:127.0.0.1',
    '[::ffff:7f00:1]',
  ];

  it('refuses an IP address as a domain, in any notation, at update and create', async () => {
    for (const domain of IP_FORMS) {
      const refused = await setDomain(domain);
      expect([refused.status, detail(refused)], domain).toEqual([400, `domain: ${IP_DOMAIN}`]);
    }
    const admin = await api.login('admin@demo.test');
    const created = await api.call('account', 'create', {
      token: admin,
      body: { account_name: 'By Address', domain: '0x7f.1' },
    });
    expect([created.status, detail(created)]).toEqual([400, `domain: ${IP_DOMAIN}`]);
    expect((await setDomain('probes.example')).status).toBe(200);
  });

  it('never fetches a domain stored as an address before names were required', async () => {
    for (const domain of ['127.1', '0x7f.0.0.1', '127.0.0.1']) {
      await api.db.query('UPDATE accounts SET domain = $2 WHERE account_id = $1', [
        tenant.account_id,
        domain,
      ]);
      const refused = await verify();
      expect([refused.status, detail(refused)], domain).toEqual([
        400,
        `domain: '${domain}' is not a host name like www.example.com`,
      ]);
    }
    expect(domains.hits).toEqual([]);
  });

  it('refuses a name at a loopback address, mapped forms too, with the reason an unknown name gets', async () => {
    const reasons = new Set<string>();
    for (const name of [
      'internal.example',
      'mapped.example',
      'six.example',
      'other-loopback.example',
      'nowhere.example',
    ]) {
      expect((await setDomain(name)).status, name).toBe(200);
      const refused = await verify();
      const url = template.replace('{domain}', name);
      expect([refused.status, detail(refused)], name).toEqual([
        400,
        `domain: Not verified: ${notVerifiedReason(url)}`,
      ]);
      reasons.add(detail(refused)!.replace(name, '{domain}'));
      expect(asked, name).toContain(name);
    }
    expect(reasons.size).toBe(1);
    expect(domains.hits).toEqual([]);
  });
});
