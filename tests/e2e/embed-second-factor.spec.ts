import { expect, test } from '@playwright/test';
import { apiAs } from './console-helpers.ts';
import {
  DEMO_PASSWORD,
  expectCleanPage,
  expectNoAxeViolations,
  SITE_ORIGIN,
  useEmbeddingSite,
} from './embedded.ts';
import { codeAfter, signInByKeyboard } from './second-factor-helpers.ts';
import { registerOwner } from './console-helpers.ts';

// docs/embedding.md: a panel embedded on another origin signs in with an authenticator code as the console
// does, in its own sign-in form; the second step comes from the same API.

useEmbeddingSite();

test('druidia-connections on another origin: a user with an authenticator app signs in with a code', async ({
  page,
}) => {
  const email = await registerOwner(page.request, 'embed-totp', DEMO_PASSWORD);
  const call = await apiAs(page.request, email);
  const connection = { service: 'image', user_hash: 'abc123', token: 'embed-totp-token' };
  expect((await call('druidia', 'create', connection)).status()).toBe(200);
  const { secret } = (await (await call('second_factor', 'setup', {})).json()).payload as { secret: string };
  const used = new Set<string>();
  expect((await call('second_factor', 'confirm', { code: codeAfter(secret, used) })).status()).toBe(200);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${SITE_ORIGIN}/druidia-connections.html`);
  const panel = page.locator('druidia-connections');
  await expect(panel.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await signInByKeyboard(page, panel, email, DEMO_PASSWORD);

  const step = panel.getByRole('region', { name: 'Enter your sign-in code' });
  await expect(step.getByLabel('Authenticator Code')).toBeFocused();
  await expectNoAxeViolations(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/embed-second-factor-step-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.type(codeAfter(secret, used));
  await page.keyboard.press('Enter');

  await expect(panel.locator('[part="connection"][data-service="image"]')).toContainText(
    'Shared with Account',
  );
  await expect(step).toBeHidden();
  await page.screenshot({ path: '/tmp/embed-second-factor-list-1280.png', fullPage: true });
  await expectCleanPage(page);
  expect(errors).toEqual([]);
});
