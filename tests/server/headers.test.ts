import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { captureLogs } from './log-capture.ts';

describe.each(databases())('headers and failures on %s', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ database });
  });
  afterAll(() => api.close());

  it('marks API replies no-store, no-referrer and nosniff', async () => {
    const { response } = await api.call('user', 'read', { query: {} });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  });

  it('serves a page at / with a strict CSP', async () => {
    const response = await api.app.request('/');
    expect(response.status).toBe(200);
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
  });

  it('answers an unexpected failure with a bare 500 packet and its request id', async () => {
    const token = await api.login('group@demo.test');
    const log = captureLogs();
    await api.db.query('ALTER TABLE accounts RENAME TO accounts_gone');
    try {
      const { status, packet, response } = await api.call('user', 'list', { token, body: {} });
      expect(status).toBe(500);
      const requestId = response.headers.get('X-Request-Id');
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(packet.errors).toEqual([
        { title: 'Internal Server Error', status: 500, instance: '/api', requestId, code: 'server_error' },
      ]);
      // The operator finds the stack trace by the id the user quotes.
      expect(log.text()).toMatch(new RegExp(`error \\{\\s*reqId: '${requestId}'[^]*accounts`));
    } finally {
      await api.db.query('ALTER TABLE accounts_gone RENAME TO accounts');
      log.restore();
    }
  });
});

describe('cross-origin calls from embedding sites', () => {
  const SITE = 'https://rodeo-site.example';
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ database: 'pglite', config: { consoleOrigins: [SITE] } });
  });
  afterAll(() => api.close());

  const preflight = (origin: string) =>
    api.app.request('/api?module=user&command=read', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });

  it('lets a CONSOLE_ORIGINS site call the API with a bearer token, without cookies', async () => {
    const allowed = await preflight(SITE);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
    expect(allowed.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization');
    expect(allowed.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    const token = await api.login('user@demo.test');
    const { response } = await api.call('user', 'read', {
      token,
      query: { email: 'user@demo.test' },
      headers: { Origin: SITE },
    });
    expect([response.status, response.headers.get('Access-Control-Allow-Origin')]).toEqual([200, SITE]);
    // A cache between keeps one answer per origin: the preflight's and the call's.
    expect([allowed.headers.get('Vary'), response.headers.get('Vary')]).toEqual(['Origin', 'Origin']);
  });

  it('carries the CORS headers on an answer a handler makes itself (a CSV export)', async () => {
    const token = await api.login('user@demo.test');
    const response = await api.app.request('/api?module=contact&command=export', {
      headers: { Authorization: `Bearer ${token}`, Origin: SITE },
    });
    expect(response.headers.get('Content-Type')).toMatch(/^text\/csv/);
    expect([response.status, response.headers.get('Access-Control-Allow-Origin')]).toEqual([200, SITE]);
    expect(response.headers.get('Vary')).toContain('Origin');
  });

  it('gives any other origin no CORS headers', async () => {
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(refused.headers.get('Access-Control-Allow-Headers')).toBeNull();
    const { response } = await api.call('user', 'read', {
      query: {},
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
