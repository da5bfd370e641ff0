import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn, signOut } from './console-helpers.ts';
import { toast } from './embedded.ts';
import { codeAfter } from './second-factor-helpers.ts';
import { registerOwner } from './console-helpers.ts';

// docs/security.md "Second factor" in the browser: the profile's "Sign-in and security" section sets up an
// authenticator app, and the sign-in card then asks for its code, or a recovery code, after the password.

const PASSWORD = 'totp-password';

test('set up an authenticator app, sign in with its code, then with a recovery code', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await registerOwner(page.request, 'totp', PASSWORD);
  await page.goto('/');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/profile');

  const section = page.getByRole('region', { name: 'Sign-in and security' });
  await expect(section).toContainText('Authenticator app: off.');
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(section.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(section.getByLabel('Code from the App')).toBeFocused();
  await section.screenshot({ path: '/tmp/totp-enrol-1280.png' });
  const secret = (await section.locator('code').first().innerText()).replace(/\s/g, '');
  const used = new Set<string>();

  // A wrong code is refused where it was typed.
  await page.keyboard.type('000000');
  await page.keyboard.press('Enter');
  await expect(section.getByRole('alert')).toBeVisible();
  await section.getByLabel('Code from the App').fill(codeAfter(secret, used));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Authenticator app turned on')).toBeVisible();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).locator('li');
  await expect(codes).toHaveCount(10);
  await expect(section.getByRole('button', { name: 'Copy' })).toBeFocused();
  const recovery = await codes.first().innerText();
  await page.screenshot({ path: '/tmp/totp-codes-1280.png', fullPage: true });
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section).toContainText('10 of 10 recovery codes left');
  await expect(section.getByRole('button', { name: 'New recovery codes' })).toBeFocused();
  await page.setViewportSize({ width: 390, height: 844 });
  await section.screenshot({ path: '/tmp/totp-section-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await section.screenshot({ path: '/tmp/totp-section-1280.png' });

  // Sign out, and in again: the password alone now leads to the second step.
  await signOut(page);
  await signIn(page, email, PASSWORD);
  const step = page.getByRole('region', { name: 'Enter your sign-in code' });
  await expect(step).toBeVisible();
  await expect(step.getByLabel('Authenticator Code')).toBeFocused();
  await page.screenshot({ path: '/tmp/totp-step-1280.png' });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/totp-step-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Keyboard only: a wrong code, then the right one.
  await page.keyboard.type('000000');
  await page.keyboard.press('Enter');
  await expect(step.getByRole('alert')).toContainText('Invalid code');
  await expect(step.getByLabel('Authenticator Code')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(codeAfter(secret, used));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');

  // Again, with a recovery code; Back to the password first returns to the form.
  await signOut(page);
  await signIn(page, email, PASSWORD);
  await step.getByRole('button', { name: 'Back to the password' }).click();
  await expect(page.getByLabel('Password')).toBeFocused();
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await step.getByRole('switch', { name: 'Use a recovery code' }).click();
  await expect(step.getByRole('textbox', { name: 'Recovery Code' })).toBeFocused();
  await page.keyboard.type(recovery);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/profile');
  await expect(section).toContainText('9 of 10 recovery codes left');

  // Turned off with the password.
  await section.getByRole('button', { name: 'Turn off' }).click();
  await section.getByRole('switch', { name: 'Use my password instead' }).click();
  await expect(section.getByLabel('Current Password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Authenticator app turned off')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Set up an authenticator app' })).toBeFocused();
});
