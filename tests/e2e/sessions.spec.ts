import { createHash } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';
import { toast } from './embedded.ts';

// docs/security.md "Sessions you can see" in the browser: the profile lists where one is signed in and
// ends a session, which is signed out on its next request; an admin does the same from a user's edit screen.

const PASSWORD = 'sessions-password';
const passhash = createHash('sha256').update(PASSWORD).digest('hex');

/** A new account's owner (its own, so that ending sessions touches no other spec's users). */
async function registerOwner(page: Page, label: string): Promise<string> {
  const email = `${label}-${Date.now()}@sessions.e2e.test`;
  const response = await page.request.post('/api?module=account&command=register', {
    headers: { Authorization: 'Bearer demo-site' },
    data: { email, first_name: 'Sam', last_name: 'Session', passhash, account_name: label },
  });
  expect(response.status()).toBe(200);
  return email;
}

/** A page of a browser of its own, signed in as `email` and on the dashboard. */
async function signedInElsewhere(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  return page;
}

test('the profile lists where one is signed in and ends another browser, by keyboard', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await registerOwner(page, 'sessions');
  const other = await signedInElsewhere(browser, email);
  await page.goto('/');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/profile');

  const section = page.getByRole('region', { name: 'Where you are signed in' });
  const rows = section.getByRole('list', { name: 'Your sessions' }).locator('li');
  // This browser, the other one, and the session the registration started.
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'This browser' })).toHaveCount(1);
  await expect(section).toContainText('127.0.0.1');
  await expectNoAxeViolations(page);
  await section.screenshot({ path: '/tmp/sessions-profile-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.screenshot({ path: '/tmp/sessions-profile-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Keyboard only: to the other session's End, Enter, then past Cancel (focused first) to End.
  const end = section.getByRole('button', { name: /, last used / });
  await end.first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'End session' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.screenshot({ path: '/tmp/sessions-confirm-1280.png' });
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'End', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Signed out of')).toBeVisible();
  await expect(rows).toHaveCount(2);
  // The next session's End takes the focus; ending all others leaves the heading with it.
  await expect(end).toBeFocused();
  await section.getByRole('button', { name: 'End all other sessions' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Signed out of 1 session')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(section.getByRole('heading', { name: 'Where you are signed in' })).toBeFocused();

  // The ended browser is signed out on its next request.
  await other.reload();
  await expect(other.getByLabel('Email Address')).toBeVisible();
  await other.context().close();
});

test('an admin sees and ends the sessions of a user below them on the user’s edit screen', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = await registerOwner(page, 'sessions-admin');
  const member = `member-${Date.now()}@sessions.e2e.test`;
  await page.goto('/');
  await signIn(page, owner, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  const login = await page.request.post('/api?module=user&command=token', {
    headers: { Authorization: 'Bearer demo-site' },
    data: { email: owner, passhash },
  });
  const { token: bearer } = (await login.json()) as { token: string };
  const created = await page.request.post('/api?module=user&command=create', {
    headers: { Authorization: `Bearer ${bearer}` },
    data: { email: member, first_name: 'Mel', last_name: 'Member', passhash, access: 3 },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()).payload as { id: number };
  const first = await signedInElsewhere(browser, member);
  const second = await signedInElsewhere(browser, member);

  await page.goto(`/user/edit/${id}`);
  const section = page.getByRole('region', { name: 'Where this user is signed in' });
  const rows = section.getByRole('list', { name: 'Sessions' }).locator('li');
  await expect(rows).toHaveCount(2);
  await expect(section).not.toContainText('This browser');
  await expectNoAxeViolations(page);
  await section.screenshot({ path: '/tmp/sessions-admin-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.screenshot({ path: '/tmp/sessions-admin-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });

  // End the first: the focus moves to the one left.
  await section
    .getByRole('button', { name: /, last used / })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('dialog', { name: 'End session' }).getByRole('button', { name: 'Cancel' }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Signed out of')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(section.getByRole('button', { name: /, last used / })).toBeFocused();

  // Then all of them.
  await page.keyboard.press('Tab');
  await expect(section.getByRole('button', { name: 'End all sessions' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Signed out of 1 session')).toBeVisible();
  await expect(section).toContainText('Not signed in anywhere.');
  for (const ended of [first, second]) {
    await ended.reload();
    await expect(ended.getByLabel('Email Address')).toBeVisible();
    await ended.context().close();
  }

  // A lost phone: the admin resets the user's second factor, which signs them out everywhere too.
  const third = await signedInElsewhere(browser, member);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await section.getByRole('button', { name: 'Reset second factor' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset second factor' });
  await expect(reset).toContainText('authenticator app, recovery codes and passkeys are removed');
  await expect(reset.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await reset.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(toast(page, 'Second factor reset and every session ended')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Where this user is signed in' })).toBeFocused();
  await expect(section).toContainText('Not signed in anywhere.');
  await third.reload();
  await expect(third.getByLabel('Email Address')).toBeVisible();
  await third.context().close();
});
