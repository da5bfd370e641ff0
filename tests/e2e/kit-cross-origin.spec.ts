import type { Server } from 'node:http';
import { expect, test, type Page, type Response } from '@playwright/test';
import {
  API_ORIGIN,
  signInInPanel,
  SITE_ORIGIN,
  expectCleanPage,
  expectNoAxeViolations,
} from './embedded.ts';
import { MIN_COMPRESSED_BYTES } from '../../elements/runtime/vite-precompress.ts';
import { serveStaticSite } from './static-site.ts';

// A property site (one of CONSOLE_ORIGINS) that loads the kit from the console's own origin, exactly as
// docs/embedding.md shows it: module scripts fetched in CORS mode, under a strict CSP that names that origin.

const CSP = [
  "default-src 'self'",
  `script-src 'self' ${API_ORIGIN}`,
  "style-src 'self'",
  `connect-src 'self' ${API_ORIGIN}`,
  `img-src 'self' ${API_ORIGIN}`,
].join('; ');

const WATCH = `window.cspViolations = [];
window.addEventListener('error', (event) => window.cspViolations.push('error: ' + event.message));
document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(event.violatedDirective));`;

const page = (title: string, body: string, entries: string[]) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>${title}</title>
    <script src="/watch.js"></script>
    ${entries.map((entry) => `<script type="module" src="${API_ORIGIN}/kit/${entry}.js"></script>`).join('\n    ')}
  </head>
  <body><main><h1>${title}</h1>${body}</main></body>
</html>`;

const PAGES: Record<string, string> = {
  '/profile.html': page(
    'Rodeo property site',
    `<profile-panel api-base="${API_ORIGIN}" site-token="demo-site"></profile-panel><task-status-bar></task-status-bar>`,
    ['profile-panel', 'task-status-bar'],
  ),
  '/contacts.html': page(
    'Import contacts',
    `<resource-panel resource="contact" view="bulk-upload" api-base="${API_ORIGIN}" site-token="demo-site"></resource-panel>`,
    ['resource-panel'],
  ),
};

let server: Server;
test.beforeAll(async () => {
  server = await serveStaticSite(Number(process.env.E2E_EMBED_PORT), CSP, (path) => {
    if (path === '/watch.js') return ['text/javascript', WATCH];
    const html = PAGES[path];
    return html ? ['text/html', html] : undefined;
  });
});
test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** Every response from the console's /kit/, as the page loaded it. */
function kitResponses(pageUnderTest: Page): Response[] {
  const seen: Response[] = [];
  pageUnderTest.on('response', (response) => {
    if (response.url().startsWith(`${API_ORIGIN}/kit/`)) seen.push(response);
  });
  return seen;
}

test('a page on another origin loads the kit from the console: compressed, cached, CORS, strict CSP', async ({
  page,
  request,
}) => {
  const responses = kitResponses(page);
  await page.goto(`${SITE_ORIGIN}/profile.html`);
  await signInInPanel(page, 'profile-panel', 'user@demo.test');
  const panel = page.locator('profile-panel');
  await expect(panel.getByRole('heading', { name: 'User Information' })).toBeVisible();
  await expect(panel.getByText('user@demo.test').first()).toBeVisible();
  await expectCleanPage(page);
  await expectNoAxeViolations(page);

  const entries = responses.filter((response) => !response.url().includes('/chunks/'));
  const chunks = responses.filter((response) => response.url().includes('/chunks/'));
  expect(entries.map((response) => new URL(response.url()).pathname).sort()).toEqual([
    '/kit/profile-panel.js',
    '/kit/task-status-bar.js',
  ]);
  expect(chunks.length).toBeGreaterThan(0);
  expect(responses.filter((response) => response.headers()['content-encoding']).length).toBeGreaterThan(0);
  for (const response of responses) {
    const headers = await response.allHeaders();
    const what = `${response.url()} ${JSON.stringify(headers)}`;
    expect(response.status(), what).toBe(200);
    expect(headers['access-control-allow-origin'], what).toBe('*');
    expect(headers['content-type'], what).toMatch(/^text\/javascript/);
    // Chromium offers brotli over HTTPS only; over this test's plain HTTP it takes gzip. Files too small to
    // gain from it go as they are.
    if (headers['content-encoding'] === undefined) {
      expect(Number(headers['content-length']), what).toBeLessThan(MIN_COMPRESSED_BYTES);
    } else {
      expect(['br', 'gzip'], what).toContain(headers['content-encoding']);
      expect(headers.vary, what).toBe('Accept-Encoding');
    }
    expect(headers['cache-control'], what).toBe(
      response.url().includes('/chunks/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    expect(headers.etag, what).toMatch(/^"[\w-]+"$/);
  }

  // An entry is revalidated: the same ETag gets a 304 and no body.
  const entry = entries[0]!;
  const etag = (await entry.allHeaders()).etag!;
  const revalidated = await request.get(entry.url(), {
    headers: {
      'Accept-Encoding': (await entry.request().allHeaders())['accept-encoding'] ?? 'gzip',
      'If-None-Match': etag,
    },
  });
  expect(revalidated.status()).toBe(304);
});

test('a panel loaded from another origin still imports a CSV (parsed on the page, no worker allowed)', async ({
  page,
}) => {
  await page.goto(`${SITE_ORIGIN}/contacts.html`);
  await signInInPanel(page, 'resource-panel', 'user@demo.test');
  const panel = page.locator('resource-panel');
  const csv =
    'first_name,last_name,email\r\nCross,Origin,cross.origin@example.com\r\nNo,Email,not-an-email\r\nSecond,Row,second.row@example.com\r\n';
  await panel
    .locator('input[type="file"]')
    .setInputFiles({ name: 'site.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(panel.getByText(/^site\.csv: /)).toContainText('2 created, 0 updated, 1 refused');
  await expect(panel.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await expectCleanPage(page);
});
