import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from '../free-port.ts';
import { startServerProcess, type ServerProcess } from '../server-process.ts';
import { expectNoAxeViolations, registerOwner, signIn } from './console-helpers.ts';
import { toast } from './embedded.ts';

// Issue 16 in the browser (docs/security.md): the profile form's 'Current Password', the unverified-domain
// notice, and the one-time password screen of `npm run create-admin`, at the two widths the kit is checked at.

const WIDTHS = [1280, 390] as const;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const apiLogin = async (page: Page, email: string, password: string, origin = '') =>
  (
    (await (
      await page.request.post(`${origin}/api?module=user&command=token`, {
        headers: { Authorization: 'Bearer demo-site' },
        data: { email, passhash: sha256(password) },
      })
    ).json()) as { token?: string }
  ).token;

for (const width of WIDTHS) {
  test(`the profile form asks for the current password with a new password or email (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = await registerOwner(page.request, `pw${width}`, 'first-password');
    // Another session of the same user, which the password change must end.
    const elsewhere = await apiLogin(page, email, 'first-password');
    await page.goto('/');
    await signIn(page, email, 'first-password');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/profile');
    const user = page.getByRole('region', { name: 'User Information' });
    await user.getByRole('button', { name: 'Edit User Information' }).click();
    const current = user.getByLabel('Current Password');
    await expect(user.getByLabel('First Name')).toBeVisible();
    await expect(current).toHaveCount(0);

    const newPassword = user.getByLabel('New Password (leave blank to keep current)');
    await newPassword.fill('second-password');
    await expect(current).toBeVisible();
    await expect(user.getByText('Needed to change your password or email address.')).toBeVisible();
    await newPassword.fill('');
    await expect(current).toHaveCount(0);
    await user.getByLabel('Email Address').fill(`moved-${email}`);
    await expect(current).toBeVisible();
    await user.getByLabel('Email Address').fill(email);
    await expect(current).toHaveCount(0);

    await newPassword.fill('second-password');
    await user.getByLabel('Confirm New Password').fill('second-password');
    await user.getByRole('button', { name: 'Save Changes' }).click();
    const banner = (text: string) => user.getByRole('alert').filter({ hasText: text });
    await expect(banner('Enter your current password to change your password or email')).toBeVisible();
    await current.fill('not-my-password');
    await user.getByRole('button', { name: 'Save Changes' }).click();
    await expect(banner('Current password is incorrect')).toBeVisible();
    await expectNoAxeViolations(page);

    await current.fill('first-password');
    await user.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'User information updated successfully')).toBeVisible();
    await expect(user.getByRole('button', { name: 'Edit User Information' })).toBeVisible();

    expect(await apiLogin(page, email, 'second-password')).toBeDefined();
    const ended = await page.request.get(`/api?module=user&command=read&email=${encodeURIComponent(email)}`, {
      headers: { Authorization: `Bearer ${elsewhere}` },
    });
    expect(ended.status()).toBe(401);
    // The console's own session carried on.
    await page.reload();
    await expect(user).toContainText(email);
  });

  test(`an unverified domain shows what it costs, the token and the steps, and Verify says why not (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = await registerOwner(page.request, `dom${width}`, 'domain-password');
    await page.goto('/');
    await signIn(page, email, 'domain-password');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/profile');
    const account = page.getByRole('region', { name: 'Account Information' });
    await account.getByRole('button', { name: 'Edit Account Information' }).click();
    const domain = `shop-${width}.unverified.invalid`;
    await account.getByLabel('Domain').fill(domain);
    await account.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Account information updated successfully')).toBeVisible();

    await expect(account.getByText('Not verified', { exact: true })).toBeVisible();
    const notice = account.getByRole('region', { name: `${domain} is not verified` });
    await expect(notice).toContainText('its sites’ form submissions are refused');
    const url = `https://${domain}/.well-known/console-domain-verification.txt`;
    const steps = notice.getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Create a plain text file that holds only this token:');
    await expect(steps.nth(0).locator('code')).toHaveText(/^[0-9a-f]{32}$/);
    await expect(steps.nth(1).locator('code')).toHaveText(url);
    await expect(steps.nth(2)).toContainText('Press Verify');
    // Each value has its own copy button, which says what it copied.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await steps.nth(1).getByRole('button', { name: 'Copy address' }).click();
    await expect(toast(page, 'Address copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await steps.nth(0).getByRole('button', { name: 'Copy token' }).click();
    await expect(toast(page, 'Token copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^[0-9a-f]{32}$/);
    await expect(notice.getByRole('button', { name: 'Mark as verified' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The check is held until the button's busy state has been seen.
    let release = (): void => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/api\?module=account&command=verify_domain$/, async (route) => {
      await held;
      await route.continue();
    });
    await notice.getByRole('button', { name: 'Verify' }).click();
    await expect(notice.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    release();
    // `.invalid` never resolves (RFC 2606): the server cannot fetch the file, and gives the one reason it
    // gives for every failure, so the check tells nobody what answers where (docs/security.md, "Domains").
    await expect(notice.getByRole('alert')).toContainText(
      `This domain is not verified yet: ${url} did not answer with this account’s token`,
      {
        timeout: 15_000,
      },
    );
    await expect(account.getByText('Not verified', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test.describe('the first super admin of a real deployment', () => {
  let server: ServerProcess;
  let dataDir: string;
  let oneTime: string;
  test.beforeAll(async () => {
    // A fresh database is migrated and seeded first: as long as the shared server may take (playwright.config.ts).
    test.setTimeout(120_000);
    dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-admin-'));
    const made = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/create-admin.ts', '--email', 'ops@deploy.test', '--account', 'Deployed'],
      {
        cwd: resolve(import.meta.dirname, '../..'),
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      },
    );
    expect(made.status, made.stderr).toBe(0);
    oneTime = /one-time password[^\n]*\n\s+(\S+)/.exec(made.stdout)![1]!;
    server = startServerProcess(await freePort(), { DATA_DIR: dataDir });
    await server.ready;
  });
  test.afterAll(() => {
    server.child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('signs in with the one-time password and must choose their own before anything else', async ({
    page,
  }) => {
    await page.goto(`${server.origin}/`);
    await signIn(page, 'ops@deploy.test', oneTime);
    const screen = page.getByRole('region', { name: 'Choose your own password' });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(screen).toBeVisible();
      await expect(screen).toContainText('You signed in with a one-time password.');
      // No route screen behind it: the server would refuse its every call.
      await expect(page.getByRole('heading', { name: 'Since your last visit' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    }

    await screen.getByLabel('One-time Password').fill(oneTime);
    await screen.getByLabel(/^New Password/).fill('my-own-password');
    await screen.getByLabel('Confirm New Password').fill('my-own-password-typo');
    await screen.getByRole('button', { name: 'Set password' }).click();
    await expect(screen.getByRole('alert')).toHaveText('The new password and its confirmation differ');
    await screen.getByLabel('Confirm New Password').fill('my-own-password');
    await screen.getByRole('button', { name: 'Set password' }).click();
    await expect(screen).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Since your last visit' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(', Super');
    expect(await apiLogin(page, 'ops@deploy.test', oneTime, server.origin)).toBeUndefined();
    expect(await apiLogin(page, 'ops@deploy.test', 'my-own-password', server.origin)).toBeDefined();
  });
});
