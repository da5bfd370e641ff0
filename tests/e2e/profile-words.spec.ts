import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, registerOwner, signIn } from './console-helpers.ts';

// docs/behaviour.md#screens: the profile says things in words. Service Connections name each service as
// people do ('Image', 'Rodeo'), never the protocol's key; a refused domain verification reads as
// a sentence, not as 'domain: Not verified: ...'.
test.describe.configure({ timeout: 120_000 });

for (const width of [1280, 390]) {
  test(`Service Connections name the services in words at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/profile');
    await signIn(page, 'user@demo.test');
    const section = page.getByRole('region', { name: 'Service Connections' });
    const row = (service: string) => section.locator(`[part="connection"][data-service="${service}"]`);
    await expect(row('image')).toContainText('Image');
    await expect(row('rodeo')).toContainText('Rodeo');
    await expect(row('content')).toContainText('Content');
    await expect(row('rodeo').getByRole('button', { name: 'Test Rodeo connection' })).toBeVisible();
    // No row reads the raw key as its name.
    for (const name of await section
      .locator('[part="connection"] > div:first-child > span:first-child')
      .allInnerTexts())
      expect(name).not.toMatch(/^(image|content|product|rodeo|contractor|task)\b/);
    await section.getByRole('button', { name: 'Connect Service' }).click();
    const dialog = section.getByRole('dialog', { name: 'Connect a service' });
    await expect(dialog.getByLabel('Service').locator('option').first()).toBeAttached();
    for (const option of await dialog.getByLabel('Service').locator('option').allInnerTexts())
      expect(option).not.toMatch(/^(image|content|product|rodeo|contractor|task)$/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/h9-screens-services-${width}.png` });
  });

  test(`a refused domain verification reads as a sentence at ${width} px`, async ({ page }) => {
    const email = await registerOwner(page.request, `words${width}`, 'words-password');
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/profile');
    await signIn(page, email, 'words-password');
    const account = page.getByRole('region', { name: 'Account Information' });
    await account.getByRole('button', { name: 'Edit Account Information' }).click();
    const domain = `words-${width}.unverified.invalid`;
    await account.getByLabel('Domain').fill(domain);
    await account.getByRole('button', { name: 'Save Changes' }).click();
    const notice = account.getByRole('region', { name: `${domain} is not verified` });
    await notice.getByRole('button', { name: 'Verify' }).click();
    const alert = notice.getByRole('alert');
    await expect(alert).toContainText('This domain is not verified yet: https://', { timeout: 15_000 });
    await expect(alert).not.toContainText('domain: Not verified');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/h9-screens-domain-${width}.png` });
  });
}
