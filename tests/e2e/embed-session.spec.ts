import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { startCmsPlugin } from '../../examples/cms-plugin/server.ts';
import {
  API_ORIGIN,
  DEMO_PASSWORD,
  expectCleanPage,
  expectNoAxeViolations,
  screenshots,
  SITE_ORIGIN,
  toast,
} from './embedded.ts';

// The example CMS plugin page (examples/cms-plugin) on the embedding origin: its server holds an API key,
// the page gets a client secret from it, and both panels work with no sign-in form. The e2e server ends
// embed sessions after a few seconds (playwright.config.ts), so the page is also seen recovering.

const CMS_USER = 'user@demo.test';

async function api(
  command: string,
  token: string,
  body: object,
): Promise<{ token?: string; payload?: unknown }> {
  const response = await fetch(`${API_ORIGIN}/api?${command}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { token?: string; payload?: unknown };
}

/** A new API key of the CMS user's account, made as the console's staff would, in its API Keys screen. */
async function createApiKey(): Promise<string> {
  const passhash = createHash('sha256').update(DEMO_PASSWORD).digest('hex');
  const { token } = await api('module=user&command=token', 'demo-site', {
    email: 'group@demo.test',
    passhash,
  });
  const { payload } = await api('module=api_key&command=create', token!, { name: 'Rodeo CMS plugin' });
  return (payload as { secret: string }).secret;
}

/** The status of a call made with the page's current session token, from outside the page. */
const tokenStatus = async (token: string): Promise<number> =>
  (
    await fetch(`${API_ORIGIN}/api?module=user&command=read&email=${encodeURIComponent(CMS_USER)}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).status;

const sessionToken = (page: Page): Promise<string | null> =>
  page.evaluate(async () => {
    const kit = (await import('/kit/console-api.js' as string)) as {
      $session: { get: () => { token: string | null } };
    };
    return kit.$session.get().token;
  });

let cms: Server;
test.beforeAll(async () => {
  cms = await startCmsPlugin({
    port: Number(process.env.E2E_EMBED_PORT),
    consoleApi: API_ORIGIN,
    apiKey: await createApiKey(),
    userEmail: CMS_USER,
  });
});
test.afterAll(() => new Promise<void>((done) => cms.close(() => done())));

test('the CMS plugin page: two panels signed in by the CMS, no sign-in form, and a new session when one ends', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let secrets = 0;
  page.on('request', (request) => {
    if (request.url() === `${SITE_ORIGIN}/console-secret`) secrets += 1;
  });

  // The example page has no CSP watcher of its own (tests/e2e/embed-server.ts pages do): add one.
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));
  });
  await page.goto(`${SITE_ORIGIN}/`);
  const profile = page.locator('profile-panel');
  const contacts = page.locator('resource-panel');
  const user = profile.getByRole('region', { name: 'User Information' });
  await expect(user).toContainText(CMS_USER);
  await expect(contacts.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  await contacts.getByLabel('Search contacts').fill('Harlan');
  await expect(contacts.getByRole('cell', { name: 'Wade', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toHaveCount(0);
  // Both panels came up on one secret, and the session token stayed in the page.
  expect(secrets).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  await screenshots(page, testInfo, 'cms-plugin');

  // The session ends on the server (EMBED_SESSION_SECONDS); wait for that, not for a fixed time.
  const first = await sessionToken(page);
  expect(first).toBeTruthy();
  await expect.poll(() => tokenStatus(first!), { timeout: 30_000, intervals: [500] }).toBe(401);

  // The next save meets the ended session: the page claims a new secret and the save goes through,
  // with what was typed, and no sign-in form.
  await user.getByRole('button', { name: 'Edit User Information' }).click();
  await user.getByLabel('First Name').fill('Ulla');
  await user.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'User information updated successfully')).toBeVisible();
  await expect(user).toContainText('Ulla');
  expect(secrets).toBe(2);
  const second = await sessionToken(page);
  expect(second).not.toBe(first);
  expect(await tokenStatus(second!)).toBe(200);

  // The other panel carries on with the new session too.
  await contacts.getByLabel('Search contacts').fill('Dunmore');
  await expect(contacts.getByRole('cell', { name: 'Lacey', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  await expectCleanPage(page);
  expect(errors).toEqual([]);
});

test('a panel outside the session’s scope is refused, and a failed claim says why without a form', async ({
  page,
}, testInfo) => {
  // The CMS made its secret for profile-panel and contacts only: the session cannot read sponsors.
  await page.goto(`${SITE_ORIGIN}/`);
  await expect(page.locator('profile-panel').getByRole('region', { name: 'User Information' })).toBeVisible();
  const token = await sessionToken(page);
  const sponsors = await api('module=sponsor&command=list', token!, {});
  expect(sponsors).toMatchObject({
    errors: [{ status: 403, title: 'Forbidden', detail: 'This embed session may not call sponsor/list' }],
  });

  // The CMS cannot get a secret (its key is unknown to the console, say): the panel says so, no form.
  await page.route(`${SITE_ORIGIN}/console-secret`, (route) =>
    route.fulfill({ status: 502, json: { error: 'The console refused: Unknown API key' } }),
  );
  await page.reload();
  const profile = page.locator('profile-panel');
  await expect(profile.getByRole('alert')).toContainText(
    'This panel could not start a session: The console refused: Unknown API key',
  );
  await expect(profile.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'cms-plugin-claim-failed');
  await page.unroute(`${SITE_ORIGIN}/console-secret`);
  await profile.getByRole('button', { name: 'Try again' }).click();
  await expect(profile.getByRole('region', { name: 'User Information' })).toContainText(CMS_USER);
});

test('the embedded contact form shows its History: the change just made, in an embedded panel', async ({
  page,
}, testInfo) => {
  await page.goto(`${SITE_ORIGIN}/`);
  const contacts = page.locator('resource-panel');
  const edit = async () => {
    await contacts.getByLabel('Search contacts').fill('Harlan');
    await contacts
      .getByRole('button', { name: /^Edit .*Harlan/ })
      .first()
      .click();
  };
  await edit();
  const city = `Elko ${Date.now()}`;
  await contacts.getByRole('textbox', { name: 'City', exact: true }).fill(city);
  await contacts.getByRole('button', { name: 'Save Changes' }).click();
  await expect(contacts.getByLabel('Search contacts')).toBeVisible();

  await edit();
  await contacts.getByText('History', { exact: true }).click();
  const history = contacts.getByRole('list', { name: 'History of this contact' });
  const latest = history.getByRole('listitem').first();
  await expect(latest).toContainText(`Updated by ${CMS_USER} in an embedded panel`);
  await expect(latest).toContainText(`→ ${city}`);
  // Contacts keep no revisions: the section is the console's, area for area.
  await expect(contacts.getByText('Revisions', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await latest.scrollIntoViewIfNeeded();
  await screenshots(page, testInfo, 'cms-plugin-history');
});
