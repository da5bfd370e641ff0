import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { parseTrustedProxies, publicOriginOf, resolveClientIp } from '../../server/http/client-ip.ts';
import { socketEnv } from './harness.ts';

describe('the client IP (server/http/client-ip.ts)', () => {
  const proxies = parseTrustedProxies('10.0.0.0/8, 192.168.1.5, ::1, fd00::/8');

  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const none = parseTrustedProxies(undefined);
    expect(resolveClientIp('203.0.113.9', '1.2.3.4', none)).toBe('203.0.113.9');
    expect(resolveClientIp('::ffff:203.0.113.9', undefined, none)).toBe('203.0.113.9');
    // A peer that is not a trusted proxy is believed about nothing.
    expect(resolveClientIp('203.0.113.9', '10.0.0.1', proxies)).toBe('203.0.113.9');
  });

  it('behind trusted proxies, is the rightmost hop that is not one of them', () => {
    expect(resolveClientIp('10.1.2.3', '198.51.100.4', proxies)).toBe('198.51.100.4');
    expect(resolveClientIp('::ffff:10.1.2.3', '6.6.6.6, 198.51.100.4, 192.168.1.5', proxies)).toBe(
      '198.51.100.4',
    );
    expect(resolveClientIp('::1', '2001:db8::1, fd00::2', proxies)).toBe('2001:db8::1');
    // Garbage written by the client stops the walk at the last address that made sense.
    expect(resolveClientIp('10.1.2.3', 'not-an-ip', proxies)).toBe('10.1.2.3');
    expect(resolveClientIp('10.1.2.3', undefined, proxies)).toBe('10.1.2.3');
  });

  it('refuses a TRUSTED_PROXIES entry that is no address or CIDR', () => {
    for (const bad of ['10.0.0.0/33', 'proxy.example', '::1/129', '10.0.0.0/8/1', '10.0.0.0/x']) {
      expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUSTED_PROXIES/);
    }
  });

  it('takes the public origin from PUBLIC_ORIGIN, else from a trusted proxy’s forwarded headers only', async () => {
    const originOf = async (publicOrigin: string | undefined, peer: string) => {
      const app = new Hono();
      app.get('/', (c) => c.text(publicOriginOf(c, { publicOrigin, trustedProxies: proxies })));
      const headers = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'console.example' };
      return (await app.request('http://10.0.0.9:4173/', { headers }, socketEnv(peer))).text();
    };
    expect(await originOf(undefined, '10.1.1.1')).toBe('https://console.example');
    expect(await originOf(undefined, '203.0.113.9')).toBe('http://10.0.0.9:4173');
    expect(await originOf('https://admin.example', '10.1.1.1')).toBe('https://admin.example');
  });
});
