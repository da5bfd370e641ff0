import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import type * as ConsoleApi from '../../elements/kit/console-api.ts';
import { serveStaticSite } from './static-site.ts';

// A plain host page, as a CMS would write it, under the strictest usual CSP: no inline script or style.
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'";

const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Embedded status bar</title></head>
  <body>
    <h1>Property site page</h1>
    <p>The task status bar below is the kit's element, driven by this page through the public API.</p>
    <task-status-bar></task-status-bar>
    <script type="module" src="/page.js"></script>
  </body>
</html>`;

const PAGE_SCRIPT = `
window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(event.violatedDirective));
import('/kit/task-status-bar.js').then(async () => {
  const kit = await import('/kit/console-api.js');
  kit.configureConsole({ apiBase: '/api' });
  const running = kit.addTask({ title: 'Import contacts', description: 'contacts.csv', total: 10 });
  kit.startTask(running);
  kit.updateTask(running, { progress: 4, message: 'Row 4 of 10' });
  kit.failTask(kit.addTask({ title: 'Upload images' }), 'Network down');
  kit.completeTask(kit.addTask({ title: 'Sync rodeo data' }), 'Synced 12 events');
  window.kit = kit;
});
`;

const root = resolve(import.meta.dirname, '../..');

/** The page and its script, beside the built kit. */
const servePage = (): Promise<Server> =>
  serveStaticSite(0, CSP, (path) => {
    if (path === '/') return ['text/html', PAGE];
    if (path === '/page.js') return ['text/javascript', PAGE_SCRIPT];
    return undefined;
  });

let server: Server;
let origin: string;
test.beforeAll(async () => {
  server = await servePage();
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((done) => server.close(() => done())));

test('task-status-bar embedded in a plain page, driven through the public API', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 560, height: 600 });
  await page.goto(origin);

  const bar = page.locator('task-status-bar [part="bar"]');
  await expect(bar).toHaveText('1 task(s) in progress');
  await expect(page.locator('task-status-bar [part="indicator"]')).toHaveAttribute('data-state', 'active');
  await page.screenshot({ path: testInfo.outputPath('status-bar-closed.png') });

  await bar.click();
  const panel = page.locator('task-status-bar [part="panel"]');
  await expect(panel).toContainText('Row 4 of 10');
  await expect(panel.getByRole('progressbar', { name: 'Import contacts' })).toHaveAttribute(
    'aria-valuenow',
    '4',
  );
  await expect(panel.getByRole('button', { name: 'Dismiss Upload images' })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(root, 'test-results/status-bar.png') });

  // Styled, yet nothing was added to the document and the CSP saw nothing to refuse.
  expect(await page.locator('head style, head link').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
  await expect(bar).toHaveCSS('display', 'flex');
  expect(errors).toEqual([]);

  await page.evaluate(() => {
    const { kit } = window as unknown as { kit: typeof ConsoleApi };
    for (const task of kit.$tasks.get()) if (task.status === 'active') kit.completeTask(task.id);
  });
  await expect(bar).toHaveText('2 completed, 1 failed');
  await expect(page.locator('task-status-bar [part="indicator"]')).toHaveAttribute('data-state', 'error');
});
