import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, mainMenu, menuFor, sidebarLabels, signIn } from './console-helpers.ts';

const DEMO_USERS: [string, number][] = [
  ['user@demo.test', 3],
  ['group@demo.test', 5],
  ['circuit@demo.test', 6],
  ['admin@demo.test', 7],
  ['super@demo.test', 9],
  ['owner@other.test', 5],
];

test.describe('the console at /', () => {
  test('sends a signed-out visitor to sign-in with next, then back to where they were', async ({ page }) => {
    await page.goto('/contact/list?page=2');
    await expect(page).toHaveURL('/?next=%2Fcontact%2Flist%3Fpage%3D2');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expectNoAxeViolations(page);
    await signIn(page, 'user@demo.test');
    await expect(page).toHaveURL('/contact/list?page=2');
  });

  for (const [email, level] of DEMO_USERS) {
    test(`shows ${email} (level ${level}) exactly the sidebar of docs/behaviour.md#screens`, async ({
      page,
    }) => {
      await page.goto('/');
      await signIn(page, email);
      await expect(page).toHaveURL('/dashboard');
      expect(await sidebarLabels(page)).toEqual(menuFor(level));
    });
  }

  test('refuses a bad login inline only (no toast besides), and keeps what was typed', async ({ page }) => {
    // docs/security.md: the sign-in's credentials travel in a POST body, never in a URL.
    const signIns: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('command=token')) signIns.push(`${request.method()} ${request.url()}`);
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields' })).toBeVisible();
    await signIn(page, 'user@demo.test', 'wrong-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toHaveCount(1);
    await expect(page.getByLabel('Email Address')).toHaveValue('user@demo.test');
    await expect(page).toHaveURL('/');
    expect(signIns).toEqual([expect.stringMatching(/^POST .*\/api\?module=user&command=token$/)]);
  });

  // docs/security.md "Throttles and the client IP": past LOGIN_FAILS_PER_EMAIL the form says when to come back.
  test('says when to try again once an email has failed too often', async ({ page, request }) => {
    const email = `locked-${Date.now()}@demo.test`;
    for (let i = 0; i < 10; i++) {
      const failed = await request.post('/api?module=user&command=token', {
        headers: { Authorization: 'Bearer demo-site' },
        data: { email, passhash: '0'.repeat(64) },
      });
      expect(failed.status()).toBe(401);
    }
    await page.goto('/');
    await signIn(page, email, 'any-password');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Too many attempts, try again in 15 minutes' }),
    ).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('ignores a hostile next and lands on the dashboard', async ({ browser, baseURL }) => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      // A fresh context each time: nobody signed in, nothing remembered.
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.goto(`/?next=${encodeURIComponent(next)}`);
      await signIn(page, 'user@demo.test');
      await expect(page).toHaveURL('/dashboard');
      await context.close();
    }
  });

  test('registers a new account and arrives on its dashboard', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Need an account? Register' }).click();
    await expect(page.getByRole('heading', { name: 'Create a new account' })).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }),
    ).toBeVisible();
    await page.getByLabel('First Name').fill('Rita');
    await page.getByLabel('Last Name').fill('Rider');
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByLabel('Password').fill('pass-word');
    await page.getByLabel('Account Name').fill('Prairie Rodeo Company');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email' })).toBeVisible();
    await page.getByLabel('Email Address').fill(`rita-${Date.now()}@prairie.test`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Registration successful!')).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /, Rita$/ })).toBeVisible();
    await expect(page.getByText('Prairie Rodeo Company').first()).toBeVisible();
  });

  test('reloads a deep link, shows not-found with a way back, and logs out', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'admin@demo.test');
    await expect(page).toHaveURL('/dashboard');
    // A record's address with something other than an id in it is no page either, for every kind of record view.
    for (const address of ['/contact/edit/abc', '/broadcast/report/abc', '/rodeo/ticket-orders/list']) {
      await page.goto(address);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
    await page.goto('/no/such/screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Since your last visit' })).toBeVisible();
    await expect(page.getByText(/^service connections?/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.locator('admin-shell [part="user-menu-button"]').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });

  test('reports a screen that fails to load as preload-error and a toast, and offers a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, 'user@demo.test');
    await expect(page.getByRole('heading', { name: 'Since your last visit' })).toBeVisible();
    // A new deploy replaced the chunk: the profile screen's file is gone (the resource screens share one
    // chunk with the dashboard's code, vite.config.ts, so theirs is loaded already).
    await page.route(/\/assets\/profile-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { preloadErrors: unknown[] }).preloadErrors = seen;
      window.addEventListener('preload-error', (event) => seen.push((event as CustomEvent).detail));
    });
    await page.locator('admin-shell [part="user-menu-button"]').click();
    await page.getByRole('link', { name: 'Account Profile' }).click();
    await expect(page.getByRole('heading', { name: 'This screen could not be loaded' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await expect(page.locator('admin-shell [part~="toast-error"]')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { preloadErrors: unknown[] }).preloadErrors.length),
    ).toBe(1);
    // The shell still works: the dashboard is one click away.
    await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Since your last visit' })).toBeVisible();
  });

  test('remembers the collapsed sidebar and the open submenu across a reload', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'super@demo.test');
    await mainMenu(page).getByRole('button', { name: 'Marketing' }).click();
    await expect(mainMenu(page).getByRole('link', { name: 'Articles' })).toBeVisible();
    await page.reload();
    await expect(mainMenu(page).getByRole('link', { name: 'Articles' })).toBeVisible();

    await page.getByRole('button', { name: 'Collapse menu' }).click();
    const sidebar = page.locator('admin-shell [part="sidebar"]');
    await expect(sidebar).toHaveCSS('width', '64px');
    await page.reload();
    await expect(sidebar).toHaveCSS('width', '64px');
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect(sidebar).toHaveCSS('width', '256px');
  });

  test('turns the sidebar into a drawer at 390 px', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await signIn(page, 'admin@demo.test');
    await expect(mainMenu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mainMenu(page)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('drawer-390.png') });
    await mainMenu(page).getByRole('button', { name: 'Accounts' }).click();
    await mainMenu(page).getByRole('link', { name: 'Account List' }).click();
    await expect(page).toHaveURL('/account/list');
    await expect(mainMenu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(mainMenu(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('works from the keyboard alone: sign in, open a submenu, follow a link, use the user menu', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByLabel('Email Address')).toBeVisible();
    await page.keyboard.press('Tab'); // the skip button
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email Address')).toBeFocused();
    await page.keyboard.type('group@demo.test');
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo-password');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/dashboard');

    const users = mainMenu(page).getByRole('button', { name: 'Users' });
    await users.focus();
    await page.keyboard.press('Enter');
    await expect(users).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainMenu(page).getByRole('link', { name: 'User List' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/user/list');

    const userButton = page.locator('admin-shell [part="user-menu-button"]');
    await userButton.focus();
    await page.keyboard.press('Enter');
    await expect(users).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Account Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(userButton).toBeFocused();
    await expect(page.getByRole('link', { name: 'Account Profile' })).toBeHidden();
  });
});

test('the console’s /profile shows docs/behaviour.md#screens’s sections in order, and axe finds nothing with a dialog open', async ({
  page,
}) => {
  await page.goto('/profile');
  await signIn(page, 'group@demo.test');
  await expect(page).toHaveURL('/profile');
  const headings = page.getByRole('heading', { level: 2 });
  await expect(headings).toHaveText([
    'User Information',
    'Account Information',
    'Language',
    'Sign-in and security',
    'Where you are signed in',
    'Service Connections',
    'Stripe Connections',
  ]);
  await page.getByRole('button', { name: 'Connect Service' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});
