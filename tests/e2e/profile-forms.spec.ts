import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';

// docs/behaviour.md#screens: the profile's in-place forms keep what was typed as the record forms do (a
// move away asks first), and a new password is typed twice, refused at the field before anything is sent.

/** A move inside the page, as the browser's Back or a menu link makes it. */
const moveTo = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

for (const width of [1280, 390]) {
  test(`at ${width} px the profile's User Information asks before a typed name is dropped, and confirms a new password`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/profile');
    await signIn(page, 'user@demo.test');
    const user = page.getByRole('region', { name: 'User Information' });
    await user.getByRole('button', { name: 'Edit User Information' }).click();
    const first = user.getByLabel('First Name');
    await first.fill('Renamed');

    await moveTo(page, '/dashboard');
    const question = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(question).toBeVisible();
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(first).toHaveValue('Renamed');

    // The new password's confirmation: refused at the field, nothing sent.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('command=update')) sent.push(request.url());
    });
    await user.getByLabel('New Password (leave blank to keep current)').fill('a-new-password');
    const confirm = user.getByLabel('Confirm New Password');
    await confirm.fill('a-new-passwort');
    await expect(confirm).toHaveAccessibleDescription('The new password and its confirmation differ');
    await user.getByLabel('Current Password').fill('demo-password');
    await user.getByRole('button', { name: 'Save Changes' }).click();
    await expect(confirm).toBeFocused();
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/h8-screens-profile-${width}.png`, fullPage: true });

    // Leaving anyway drops the typed values once the user says so.
    await moveTo(page, '/dashboard');
    await question.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}
