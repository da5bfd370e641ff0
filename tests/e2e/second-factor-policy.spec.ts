import { expect, test } from '@playwright/test';
import { apiAs, DEMO_PASSWORD, expectNoAxeViolations, mainMenu, signOut } from './console-helpers.ts';
import { toast } from './embedded.ts';
import { codeAfter, signInByKeyboard, virtualAuthenticator } from './second-factor-helpers.ts';
import { registerOwner } from './console-helpers.ts';

// docs/security.md "Second-factor policy" in the browser: a user whose account asks for a second factor at
// their level sees only the set-up screen after signing in, and the console once one is set up.

const REASON = 'Your account requires a second factor for your level. Set one up to continue.';

/** The super admin sets the account of `email` to ask every user at or above the user's own level. */
async function requireFactorFor(request: Parameters<typeof apiAs>[0], email: string): Promise<void> {
  const call = await apiAs(request, 'super@demo.test');
  const read = async (who: string) =>
    (await (await call('user', 'read', { email: who }, 'GET')).json()).payload as {
      user_id: number;
      account_id: number;
      access: number;
    };
  const [me, user] = [await read('super@demo.test'), await read(email)];
  const account = (
    await (await call('account', 'read', { account_id: String(user.account_id) }, 'GET')).json()
  ).payload as Record<string, unknown>;
  const update = await call(
    'account',
    'update',
    {
      user_id: me.user_id,
      account_id: user.account_id,
      account_name: account.account_name,
      // An edit names a domain; a registered account has none yet (unverified, it routes nothing).
      domain: account.domain ?? `account-${user.account_id}.policy.e2e.test`,
      description: account.description,
      require_second_factor_level: user.access,
      updated_at: account.updated_at,
    },
    'PUT',
  );
  expect(update.status(), await update.text()).toBe(200);
}

test('a user the policy asks sees only the set-up screen, sets up an app, and the console opens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await registerOwner(page.request, 'policy', DEMO_PASSWORD);
  await requireFactorFor(page.request, email);

  // Keyboard only, from the address the user asked for.
  await page.goto('/profile');
  await signInByKeyboard(page, page, email, DEMO_PASSWORD);

  const screen = page.getByRole('region', { name: 'Set up a second factor' });
  await expect(screen).toContainText(REASON);
  await expect(mainMenu(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Sign-in and security' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/second-factor-policy-choice-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/second-factor-policy-choice-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await screen.getByRole('button', { name: 'Set up an authenticator app' }).focus();
  await page.keyboard.press('Enter');
  await expect(screen.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(screen.getByLabel('Code from the App')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/second-factor-policy-enrol-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/second-factor-policy-enrol-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  const secret = (await screen.locator('code').first().innerText()).replace(/\s/g, '');
  await page.keyboard.type(codeAfter(secret, new Set()));
  await page.keyboard.press('Enter');
  await expect(screen.getByRole('list', { name: 'Recovery codes' }).locator('li')).toHaveCount(10);
  await expect(screen.getByRole('button', { name: 'Copy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(screen.getByRole('button', { name: 'I have saved them' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Authenticator app turned on')).toBeVisible();
  await expect(screen).toBeHidden();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('region', { name: 'Sign-in and security' })).toContainText(
    'Authenticator app: on.',
  );
  await expect(mainMenu(page)).toBeVisible();
  await signOut(page);
});

test('on the set-up screen a passkey serves instead of an app, and the console opens', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await registerOwner(page.request, 'policy-passkey', DEMO_PASSWORD);
  await requireFactorFor(page.request, email);
  await virtualAuthenticator(page);
  // WebAuthn refuses IP addresses: the page is on localhost (tests/e2e/passkeys.spec.ts says why).
  const origin = `http://localhost:${process.env.E2E_PORT}`;
  await page.goto(`${origin}/profile`);
  await signInByKeyboard(page, page, email, DEMO_PASSWORD);

  const screen = page.getByRole('region', { name: 'Set up a second factor' });
  await expect(screen).toContainText(REASON);
  await screen.getByRole('button', { name: 'Add a passkey' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Gate phone');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/second-factor-policy-passkey-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/second-factor-policy-passkey-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Passkey "Gate phone" added')).toBeVisible();
  await expect(screen).toBeHidden();
  await expect(page).toHaveURL(`${origin}/profile`);
  await expect(
    page.getByRole('region', { name: 'Sign-in and security' }).getByRole('list', { name: 'Your passkeys' }),
  ).toContainText('Gate phone');
  await expect(mainMenu(page)).toBeVisible();
  await signOut(page);
});

test('a panel embedded alone shows the same set-up screen to such a user, then its list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await registerOwner(page.request, 'policy-panel', DEMO_PASSWORD);
  await requireFactorFor(page.request, email);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/lone-panel.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Host page</title>
        <script type="module" src="/kit/resource-panel.js"></script></head>
        <body><main><resource-panel resource="contact" site-token="demo-site"></resource-panel></main></body></html>`,
    }),
  );
  await page.goto('/lone-panel.html');
  const panel = page.locator('resource-panel');
  await expect(panel.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await signInByKeyboard(page, panel, email, DEMO_PASSWORD);

  // The held screen in place of the list, not the list's 403s.
  const screen = panel.getByRole('region', { name: 'Set up a second factor' });
  await expect(screen).toContainText(REASON);
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/second-factor-policy-panel-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await screen.getByRole('button', { name: 'Set up an authenticator app' }).focus();
  await page.keyboard.press('Enter');
  await expect(screen.getByLabel('Code from the App')).toBeFocused();
  const secret = (await screen.locator('code').first().innerText()).replace(/\s/g, '');
  await page.keyboard.type(codeAfter(secret, new Set()));
  await page.keyboard.press('Enter');
  await expect(screen.getByRole('button', { name: 'Copy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(screen.getByRole('button', { name: 'I have saved them' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(screen).toBeHidden();
  await expect(panel.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/second-factor-policy-panel-list-1280.png', fullPage: true });
  expect(errors).toEqual([]);
});
