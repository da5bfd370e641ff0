import { expect, test } from '@playwright/test';
import { mainMenu, signIn } from './console-helpers.ts';

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

test('a signed-in page asks the server only for its screen, not for the site account name', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'user@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const commands: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api')
      commands.push(`${url.searchParams.get('module')}/${url.searchParams.get('command')}`);
  });
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
