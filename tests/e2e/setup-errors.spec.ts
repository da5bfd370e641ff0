import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './console-helpers.ts';
import { API_ORIGIN, DEMO_PASSWORD, SITE_ORIGIN } from './embedded.ts';
import { serveStaticSite } from './static-site.ts';

// docs/embedding.md#when-a-page-is-set-up-wrong: a panel on a page set up wrong says so to the page's
// developer (browser console, `console-error` event, one line in the panel), not "Invalid email or password".

const page = (siteToken: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Property site</title>
    <script type="module" src="/listen.js"></script>
    <script type="module" src="/kit/profile-panel.js"></script>
  </head>
  <body><main><profile-panel api-base="${API_ORIGIN}"${siteToken}></profile-panel></main></body>
</html>`;

// What a host page does: listen on the document for the panel's setup errors.
const LISTEN = `window.setupErrors = [];
document.addEventListener('console-error', (event) =>
  window.setupErrors.push({ tag: event.target.localName, ...event.detail }));`;

// On a port of its own, so its origin is not among the server's CONSOLE_ORIGINS (only SITE_ORIGIN is).
let server: Server;
let origin: string;
test.beforeAll(async () => {
  server = await serveStaticSite(0, `default-src 'self'; connect-src 'self' ${API_ORIGIN}`, (path) => {
    if (path === '/no-site-token.html') return ['text/html', page('')];
    if (path === '/site-token.html') return ['text/html', page(' site-token="demo-site"')];
    if (path === '/listen.js') return ['text/javascript', LISTEN];
    return undefined;
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** Signs in on the page at `url`; resolves to what the browser console said and what the API was sent. */
async function signIn(browserPage: Page, url: string) {
  const consoleErrors: string[] = [];
  const apiCalls: string[] = [];
  browserPage.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  browserPage.on('request', (request) => {
    if (request.url().startsWith(`${API_ORIGIN}/api?`)) apiCalls.push(request.url());
  });
  await browserPage.goto(url);
  const panel = browserPage.locator('profile-panel');
  await panel.getByLabel('Email Address').fill('user@demo.test');
  await panel.getByLabel('Password').fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(panel.getByRole('alert')).toContainText('(see the browser console)');
  await expect(panel.getByRole('alert')).not.toContainText('Invalid email or password');
  await expectNoAxeViolations(browserPage);
  return { panel, consoleErrors, apiCalls };
}

const setupErrors = (browserPage: Page) =>
  browserPage.evaluate(() => (window as unknown as { setupErrors: unknown[] }).setupErrors);

test('a panel without a site token sends nothing and names the missing token', async ({
  page: browserPage,
}) => {
  const { panel, consoleErrors, apiCalls } = await signIn(browserPage, `${origin}/no-site-token.html`);
  await expect(panel.getByRole('alert')).toContainText('This page gives the console no site token.');
  expect(apiCalls).toEqual([]);
  expect(consoleErrors.join('\n')).toContain('site-token attribute or call configureConsole({ siteToken })');
  expect(await setupErrors(browserPage)).toEqual([
    { tag: 'profile-panel', code: 'missing-site-token', message: expect.stringContaining('no site token') },
  ]);
});

test('a panel on an origin missing from CONSOLE_ORIGINS names the origin to add', async ({
  page: browserPage,
}) => {
  expect(origin).not.toBe(SITE_ORIGIN);
  const { panel, consoleErrors } = await signIn(browserPage, `${origin}/site-token.html`);
  await expect(panel.getByRole('alert')).toContainText("does not accept calls from this page's origin");
  const said = `adds ${origin} to CONSOLE_ORIGINS`;
  expect(consoleErrors.join('\n')).toContain(said);
  expect(await setupErrors(browserPage)).toEqual([
    { tag: 'profile-panel', code: 'origin-not-allowed', message: expect.stringContaining(said) },
  ]);
});
