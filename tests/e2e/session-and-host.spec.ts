import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import launchOptions from '../chromium.json' with { type: 'json' };
import { freePort } from '../free-port.ts';
import { startServerProcess, type ServerProcess } from '../server-process.ts';
import { signIn } from './console-helpers.ts';

test.describe('a session that goes idle', () => {
  let server: ServerProcess;
  let dataDir: string;
  test.beforeAll(async () => {
    // A fresh database is migrated and seeded first: as long as the shared server may take (playwright.config.ts).
    test.setTimeout(120_000);
    dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-idle-'));
    server = startServerProcess(await freePort(), { DATA_DIR: dataDir, SESSION_IDLE_SECONDS: '2' });
    await server.ready;
  });
  test.afterAll(() => {
    server.child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("returns to sign-in with next on 'Token Expired', and back after signing in again", async ({
    page,
  }) => {
    await page.goto(`${server.origin}/`);
    await signIn(page, 'user@demo.test');
    await expect(page).toHaveURL(`${server.origin}/dashboard`);
    await page.waitForTimeout(3000);
    // The dashboard asks for the account's connections: the server answers 'Token Expired'.
    await page.reload();
    await expect(page).toHaveURL(`${server.origin}/?next=%2Fdashboard`);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await signIn(page, 'user@demo.test');
    await expect(page).toHaveURL(`${server.origin}/dashboard`);
  });
});

test('names the account of a sub-domain in the header, before and after sign-in', async () => {
  const port = process.env.E2E_PORT;
  const origin = `http://admin.demo.test:${port}`;
  // The name resolves to this machine; the flag gives the page the secure context that hashing needs,
  // as https would in production.
  const browser = await chromium.launch({
    ...launchOptions,
    args: [
      ...launchOptions.args,
      '--host-resolver-rules=MAP admin.demo.test 127.0.0.1',
      `--unsafely-treat-insecure-origin-as-secure=${origin}`,
    ],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    const header = page.locator('admin-shell [part="header"]');
    await expect(header.locator('[part="title"]')).toHaveText('Demo Rodeo Network Administration');
    await expect(header.locator('[part="domain"]')).toHaveText('admin.demo.test');
    await signIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(`${origin}/dashboard`);
    await expect(header.locator('[part="title"]')).toHaveText('Demo Rodeo Network Administration');
  } finally {
    await browser.close();
  }
});

test('shows the network name on a bare host', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('admin-shell [part="title"]')).toHaveText('Network Administration');
  await expect(page.locator('admin-shell [part="domain"]')).toHaveText('127.0.0.1');
});

test('a session stored before its user was read (a reload during sign-in) gets its user when the console opens', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  // What a reload between the login reply and the user read leaves: the token and the email only.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('auth') ?? '{}') as { userInfo: { email: string } };
    delete (stored as { id?: number }).id;
    stored.userInfo = { email: stored.userInfo.email };
    localStorage.setItem('auth', JSON.stringify(stored));
  });
  await page.reload();
  await expect(page.locator('admin-shell').getByText('Ada Admin')).toBeVisible();
  await expect(page.locator('admin-shell').getByText('admin@demo.test · Admin (level 7)')).toBeVisible();
});
