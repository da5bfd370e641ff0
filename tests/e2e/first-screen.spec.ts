import { expect, test, type Page } from '@playwright/test';
import { EARLY_REQUESTS } from '../../lib/api/early-response.ts';
import { holdSchemaChunks, mainMenu, seedContacts, signIn } from './console-helpers.ts';

// docs/embedding.md, how a screen gets to its first rows quickly: what the first screens load and ask.

test('the sign-in screen loads none of the signed-in menu; signed in, the menu arrives with the screen', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  expect(scripts.filter((path) => path.includes('signed-in-chrome'))).toEqual([]);
  await signIn(page, 'user@demo.test');
  await expect(mainMenu(page)).toBeVisible();
  expect(scripts.filter((path) => path.includes('signed-in-chrome'))).toHaveLength(1);
});

/** Each API command the page sends from now on, as `module/command`. */
function apiCommands(page: Page): string[] {
  const commands: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api')
      commands.push(`${url.searchParams.get('module')}/${url.searchParams.get('command')}`);
  });
  return commands;
}

test('a signed-in page asks the server only for its screen, not for the site account name', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'user@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const commands = apiCommands(page);
  await page.reload();
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.getByText(/^service connections?/)).toBeVisible();
  expect(commands).not.toContain('account/site_name');
  // The footer still names the account: the session knows it.
  await expect(page.locator('admin-shell [part="footer"]')).toContainText('Demo Rodeo Network');
});

test('API calls go without cookies, apart from the scripts, which the browser sends them with', async ({
  page,
  baseURL,
}) => {
  // A cookie of the console's origin: the browser adds it to every credentialed request there.
  await page.context().addCookies([{ name: 'probe', value: '1', url: baseURL! }]);
  // The headers as sent (request.headers() leaves cookies out).
  const api: Promise<string | undefined>[] = [];
  const scripts: Promise<string | undefined>[] = [];
  page.on('request', (request) => {
    const cookie = request.allHeaders().then((headers) => headers.cookie);
    if (new URL(request.url()).pathname === '/api') api.push(cookie);
    else if (request.resourceType() === 'script') scripts.push(cookie);
  });
  await page.goto('/');
  await signIn(page, 'user@demo.test');
  await expect(page.getByText(/^service connections?/)).toBeVisible();
  expect(api.length).toBeGreaterThan(0);
  expect((await Promise.all(api)).filter(Boolean)).toEqual([]);
  expect(await Promise.all(scripts)).toContain('probe=1');
});

/** The page's early requests (server/http/early-request.ts) still waiting for the client to take them. */
const earlyLeft = (page: Page) =>
  page.evaluate(
    (name) => (window as unknown as Record<string, unknown[] | undefined>)[name]?.length,
    EARLY_REQUESTS,
  );

/** The bodies of the contact list requests the page sends from now on. */
function contactLists(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api' && url.search === '?module=contact&command=list')
      bodies.push(request.postData() ?? '');
  });
  return bodies;
}

test('a reload of a list asks for its rows once, from the page, and each address gets its own page', async ({
  page,
  request,
}) => {
  const mark = await seedContacts(request);
  const rows = page.locator('resource-panel').getByRole('row');
  await page.goto('/contact/list');
  await signIn(page, 'user@demo.test');
  await expect(rows.nth(1)).toBeVisible();

  const lists = contactLists(page);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  await page.reload();
  await expect(rows.nth(1)).toContainText('@');
  expect(lists).toHaveLength(1);
  // The page's own script sent it (its policy let it run) and the list took that answer.
  expect(await earlyLeft(page)).toBe(0);
  expect(refused).toEqual([]);

  // Page 2 of the marked contacts sorted by last name, opened and then reloaded: each load asks once,
  // for page 2, and shows page 2's rows (Addr11 to Addr20), not an answer meant for another view.
  for (const load of [
    () => page.goto(`/contact/list?filter=source:=:${mark}&sort=last_name&limit=10&page=2`),
    () => page.reload(),
  ]) {
    lists.length = 0;
    await load();
    await expect(rows.nth(1)).toContainText(`addr11.${mark}@fans.test`);
    await expect(rows.nth(10)).toContainText(`addr20.${mark}@fans.test`);
    expect(lists).toHaveLength(1);
    expect(await earlyLeft(page)).toBe(0);
    expect(JSON.parse(lists[0]!)).toMatchObject({ page: 2, limit: 10, sort: 'last_name', order: 'asc' });
  }
});

test('a reload of the dashboard asks for its glance and connections from the page, before it renders, and once each', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'user@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Loaded, so that none of this page's own calls is counted as the reloaded page's.
  await expect(page.getByText(/^service connections?/)).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  const commands = apiCommands(page);
  // In the page: the order in which the glance was asked for and the dashboard's heading appeared.
  await page.addInitScript(() => {
    const order: string[] = [];
    Object.assign(window, { dashboardOrder: order });
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input).includes('command=glance')) order.push('glance asked');
      return fetch(input, init);
    };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('h1')?.textContent?.startsWith('Good ')) return;
      order.push('heading shown');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByText(/^service connections?/)).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { dashboardOrder: string[] }).dashboardOrder),
  ).toEqual(['glance asked', 'heading shown']);
  // Sent by the page itself (server/http/early-request.ts), taken by the route's preload
  // (host-app/screens.ts) and then by the cards: not asked again.
  for (const command of ['dashboard/glance', 'druidia/list', 'stripe/list'])
    expect(commands.filter((sent) => sent === command)).toHaveLength(1);
  expect(await earlyLeft(page)).toBe(0);
});

test('the sign-in form draws and takes typing before zod and the user schemas arrive; Sign in waits for them', async ({
  page,
}) => {
  const chunk = await holdSchemaChunks(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  // The form asks for them once it is on screen, so they are usually in before the first key.
  await expect.poll(chunk.asked).toBe(true);
  await signIn(page, 'user@demo.test');
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  chunk.release();
  await expect(mainMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a sign-in whose code cannot be had says so, keeps what was typed, and the next press tries again', async ({
  page,
}) => {
  const protocolChunk = /\/protocol-[\w-]{8}\.js$/;
  await page.route(protocolChunk, (route) => route.abort());
  await page.goto('/');
  await signIn(page, 'user@demo.test');
  await expect(page.getByRole('alert')).toHaveText(
    'This form could not be sent. Check your connection, then try again.',
  );
  await expect(page.getByLabel('Email Address')).toHaveValue('user@demo.test');
  await page.unroute(protocolChunk);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(mainMenu(page)).toBeVisible();
});
