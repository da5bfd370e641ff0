import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { runInNewContext } from 'node:vm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_REQUESTS } from '../../lib/api/early-response.ts';
import { buildRequest } from '../../lib/api/request.ts';
import { viewRequest } from '../../lib/list/list-controller.ts';
import { AUTH_STORAGE_KEY } from '../../lib/protocol/storage-keys.ts';
import { addressedView } from '../../lib/resource-views/first-page.ts';
import { contact } from '../../lib/resources/contact.ts';
import { connectionListQuery } from '../../lib/connections/druidia.ts';
import { glanceInput, localDay } from '../../lib/dashboard/glance.ts';
import { LAST_VISIT_KEY } from '../../lib/dashboard/last-visit.ts';
import { dashboardCommands } from '../../lib/protocol/dashboard.ts';
import { druidiaCommands } from '../../lib/protocol/druidia.ts';
import { stripeCommands } from '../../lib/protocol/stripe.ts';
import { earlyRequests } from '../../server/http/early-request.ts';
import { CONTENT_SECURITY_POLICY } from '../../server/http/security-headers.ts';
import { builtHost } from './built-host.ts';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="console-site-token" content=""><link rel="stylesheet" href="/assets/index-1.css">
<title>Console</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head>
<body><div id="console"></div></body></html>`;

// What the contact list opened at list state `state` asks for first (elements/resource-panel/list/list-view.tsx).
const listRequest = (state: string) =>
  buildRequest(
    '',
    contact.commands.list!,
    viewRequest(contact.listFields, addressedView(contact, state)),
    '',
  );

const STATES = [
  '',
  'page=2&sort=first_name',
  'search=ann%20%3C%2Fscript%3E%24%26&filter=city:=:Cheyenne&sort=email&order=desc&page=3&limit=50',
];

const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

interface Sent {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string; credentials?: string };
}

/**
 * Runs a page's inline script as a browser would, with `stored` as the session record and `kept` and `held`
 * as the rest of its local and session storage.
 */
function runScript(
  code: string,
  stored: unknown,
  kept: Record<string, string> = {},
  held: Record<string, string> = {},
): Sent[] {
  const sent: Sent[] = [];
  const window: Record<string, unknown> = {};
  runInNewContext(code, {
    window,
    URLSearchParams,
    localStorage: {
      getItem: (key: string) => (key === AUTH_STORAGE_KEY ? JSON.stringify(stored) : (kept[key] ?? null)),
    },
    sessionStorage: { getItem: (key: string) => held[key] ?? null },
    fetch: (url: string, init: Sent['init']) => {
      sent.push({ url, init: structuredClone(init) });
      return Promise.resolve({ ok: true });
    },
  });
  const left = window[EARLY_REQUESTS] as (Sent & { response: unknown })[] | undefined;
  expect(left?.length ?? 0).toBe(sent.length);
  return sent;
}

describe('the console page sends its screen’s first request itself', () => {
  let root: string;
  let app: Hono;
  beforeAll(async () => {
    ({ app, root } = await builtHost({ 'index.html': PAGE }));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('computes exactly the request the contact list makes at each list state', () => {
    for (const state of STATES) {
      expect(earlyRequests('/contact/list', `?${state}`)).toEqual({
        level: 3,
        requests: [listRequest(state)],
      });
    }
    expect(JSON.parse(listRequest(STATES[1]!).init.body as string)).toMatchObject({
      page: 2,
      sort: 'first_name',
    });
  });

  it('sends nothing for a screen whose first request the address does not define', () => {
    for (const [path, search] of [
      ['/', ''],
      ['/contact/edit/3', ''],
      ['/rodeo/contestants', '?rodeo=12'],
      ['/no/such/screen', ''],
    ]) {
      expect(earlyRequests(path!, search!).requests).toEqual([]);
    }
    // The same list, not narrowed to a parent, opens at its first page like any other.
    expect(earlyRequests('/rodeo/contestants', '').requests).toHaveLength(1);
  });

  it('writes one inline script that the page’s policy allows by its hash, and no other', async () => {
    for (const state of STATES) {
      const response = await app.request(`/contact/list?${state}`);
      const html = await response.text();
      const [script, ...others] = inlineScripts(html);
      expect(others).toEqual([]);
      // Before the stylesheet, which an inline script would wait for.
      expect(html.indexOf(script!)).toBeLessThan(html.indexOf('rel="stylesheet"'));
      const hash = createHash('sha256').update(script!).digest('base64');
      const csp = response.headers.get('Content-Security-Policy')!;
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(csp).not.toMatch(/unsafe-inline|nonce-/);
      expect(csp.replace(` 'sha256-${hash}'`, '')).toBe(CONTENT_SECURITY_POLICY);
      // The same page for everyone, revalidated: its ETag answers a reload with 304, policy included.
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      const again = await app.request(`/contact/list?${state}`, {
        headers: { 'If-None-Match': response.headers.get('ETag')! },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('Content-Security-Policy')).toBe(csp);
    }
    const profile = await app.request('/profile');
    expect(inlineScripts(await profile.text())).toEqual([]);
    expect(profile.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('sends, with the stored token, the request the client builds, when signed in at the route’s level', async () => {
    const state = STATES[2]!;
    const [script] = inlineScripts(await (await app.request(`/contact/list?${state}`)).text());
    const signedIn = { token: 'tok-1', access: 3, id: 1, userInfo: { user_id: 1 } };
    const [sent, ...more] = runScript(script!, signedIn);
    expect(more).toEqual([]);
    const { url, init } = buildRequest(
      '',
      contact.commands.list!,
      viewRequest(contact.listFields, addressedView(contact, state)),
      'tok-1',
    );
    expect(sent).toEqual({ url, init });
    // Signed out, below the route's level, or held at the password screen: nothing is sent.
    expect(runScript(script!, null)).toEqual([]);
    expect(runScript(script!, { ...signedIn, access: 2 })).toEqual([]);
    expect(runScript(script!, { ...signedIn, token: '' })).toEqual([]);
    expect(runScript(script!, { ...signedIn, userInfo: { reset_required: 1 } })).toEqual([]);
  });

  it('sends the dashboard’s glance and connections as its client asks for them, with the browser’s values', async () => {
    const [script] = inlineScripts(await (await app.request('/dashboard')).text());
    const signedIn = { token: 'tok-2', access: 3, id: 4, userInfo: { user_id: 4, account_id: 7 } };
    const since = '2026-11-18T06:30:00.000Z';
    const now = new Date();
    const glance = buildRequest('', dashboardCommands.glance, glanceInput(since, localDay(now)), 'tok-2');
    const druidia = buildRequest('', druidiaCommands.list, connectionListQuery(7), 'tok-2');
    const stripe = buildRequest('', stripeCommands.list, connectionListQuery(7), 'tok-2');
    const key = `${LAST_VISIT_KEY}4`;
    // The window this tab holds, else the one the browser kept from its last visit: what lastVisit reads.
    const fromTab = runScript(script!, signedIn, { [key]: '2026-01-01T00:00:00.000Z' }, { [key]: since });
    expect(fromTab.map(({ url, init }) => ({ url, init }))).toEqual(
      [glance, druidia, stripe].map(({ url, init }) => ({ url, init: { ...init } })),
    );
    expect(runScript(script!, signedIn, { [key]: since })[0]!.url).toBe(glance.url);
    // A first visit in this browser has no window yet: the screen asks for the glance itself.
    expect(runScript(script!, signedIn).map((sent) => sent.url)).toEqual([druidia.url, stripe.url]);
    // A session without its account read yet sends only what it can.
    expect(
      runScript(script!, { ...signedIn, userInfo: {} }, {}, { [key]: since }).map((sent) => sent.url),
    ).toEqual([glance.url]);
    expect(runScript(script!, null, {}, { [key]: since })).toEqual([]);
  });
});
