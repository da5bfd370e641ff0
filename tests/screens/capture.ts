// `npm run screenshots`: every screen of the console at 1280 x 800 and 390 x 844, as the super admin
// (every screen) and as a level-3 user (the dashboard, and a screen beyond their level), written to
// docs/images/screens/ so a reviewer looks at each one (docs/behaviour.md#screens). Not part of `npm test`:
// the pictures are for eyes, the Playwright specs hold the rules.
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium as launcher, expect, type Page } from '@playwright/test';
import { passhash } from '../../lib/crypto/passhash.ts';
import { ROUTES, type RouteDef } from '../../lib/routing/routes.ts';
import chromium from '../chromium.json' with { type: 'json' };
import { DEMO_PASSWORD, signIn } from '../e2e/console-helpers.ts';
import { freePort } from '../free-port.ts';
import { startServerProcess } from '../server-process.ts';

const OUT = resolve(import.meta.dirname, '../../docs/images/screens');
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const SETTLE_MS = 15_000;

const slug = (path: string): string =>
  path === '/'
    ? 'sign-in'
    : path
        .slice(1)
        .replace(/\/:\w+/g, '')
        .replace(/\//g, '-');

interface Packet {
  token?: string;
  payload?: { list?: Record<string, unknown>[] };
}

/** The API's answer to one command, as the user `token` may see it. */
async function command(origin: string, token: string, module: string, name: string, body: object) {
  const response = await fetch(`${origin}/api?module=${module}&command=${name}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Packet;
}

/** A record the route can open: its area's first, for an edit path with an id (`/image/edit/:image_id`). */
async function concretePath(origin: string, token: string, route: RouteDef): Promise<string | null> {
  const param = /:(\w+)/.exec(route.path)?.[1];
  if (!param) return route.path;
  const area = param.replace(/_id$/, '');
  const { payload } = await command(origin, token, area, 'list', { limit: 1 });
  const id = payload?.list?.[0]?.[param];
  return id === undefined ? null : route.path.replace(`:${param}`, String(id));
}

/** Waits until nothing on the page says it is still loading; a screen still loading after SETTLE_MS is shot as it is. */
async function settle(page: Page, signedIn: boolean): Promise<void> {
  // Not 'networkidle': the page's live stream (docs/architecture.md, "Live changes") stays open for good.
  await page.waitForLoadState('load');
  // The signed-in chrome (menu, user menu) is a chunk loaded after the first paint (elements/admin-shell/
  // lazy-chrome.tsx): a shot taken before it showed a screen without its menu.
  if (signedIn)
    await page
      .locator('[part~="user-menu-button"]')
      .first()
      .waitFor({ timeout: SETTLE_MS })
      .catch(() => console.log(`${page.url()} shows no user menu`));
  await expect(page.getByText(/Loading/))
    .toHaveCount(0, { timeout: SETTLE_MS })
    .catch(() => console.log(`${page.url()} still says it is loading`));
}

async function shoot(page: Page, path: string, name: string, signedIn = true): Promise<void> {
  await page.goto(path);
  await settle(page, signedIn);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: join(OUT, `${name}-${size.width}.jpg`), type: 'jpeg', quality: 70 });
  }
  await page.setViewportSize(SIZES[0]);
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'console-screens-'));
  const port = await freePort();
  // At the default log level: the server's start line is how startServerProcess knows it listens.
  const server = startServerProcess(port, { DATA_DIR: dataDir });
  const browser = await launcher.launch(chromium);
  try {
    await server.ready;
    await rm(OUT, { recursive: true, force: true });
    await mkdir(OUT, { recursive: true });
    const context = await browser.newContext({ baseURL: server.origin, viewport: SIZES[0] });
    const page = await context.newPage();
    await shoot(page, '/', 'sign-in', false);

    const { token } = await command(server.origin, 'demo-site', 'user', 'token', {
      email: 'super@demo.test',
      passhash: await passhash(DEMO_PASSWORD),
    });
    await signIn(page, 'super@demo.test');
    await page.waitForURL('**/dashboard');
    for (const route of ROUTES.filter((r) => r.path !== '/')) {
      const path = await concretePath(server.origin, String(token), route);
      if (path) await shoot(page, path, slug(route.path));
      else console.log(`skipped ${route.path}: no record to open`);
    }

    const user = await (await browser.newContext({ baseURL: server.origin, viewport: SIZES[0] })).newPage();
    await user.goto('/');
    await signIn(user, 'user@demo.test');
    await user.waitForURL('**/dashboard');
    await shoot(user, '/dashboard', 'level-3-dashboard');
    await shoot(user, '/task/board', 'level-3-no-access');
    console.log(`screenshots in ${OUT}`);
  } finally {
    await browser.close();
    server.child.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
