import { expect, test, type Browser, type Locator } from '@playwright/test';
import {
  expectCleanPage,
  expectNoAxeViolations,
  openSignedIn,
  screenshots,
  toast,
  useEmbeddingSite,
} from './embedded.ts';

useEmbeddingSite();

test('profile-panel alone on another origin: sign in, edit and save the user, then the account', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, 'profile-panel', 'group@demo.test');
  const panel = page.locator('profile-panel');
  const user = panel.getByRole('region', { name: 'User Information' });
  await expect(user).toContainText('group@demo.test');
  await screenshots(page, testInfo, 'profile-read');

  await user.getByRole('button', { name: 'Edit User Information' }).click();
  const phone = user.getByLabel('Primary Phone', { exact: true });
  await expect(phone).toHaveAttribute('placeholder', '(XXX) XXX-XXXX');
  const label = user.getByLabel('Primary Phone Label');
  const textable = user.getByRole('switch', { name: 'Primary Phone can receive texts' });
  await expect(label).toBeDisabled();
  await expect(textable).toBeDisabled();
  await phone.pressSequentially('5551234567');
  await expect(phone).toHaveValue('(555) 123-4567');
  await expect(label).toBeEnabled();
  await label.fill('Mobile');
  await expect(user.getByText('Cannot receive texts').first()).toBeVisible();
  await textable.click();
  await expect(user.getByText('Can receive texts', { exact: true })).toBeVisible();
  await user.getByLabel('First Name').fill('Greta');
  await user.getByLabel('New Password (leave blank to keep current)').fill('demo-password');
  await user.getByLabel('Confirm New Password').fill('demo-password');
  // A new password needs the current one (docs/security.md); here it is the same, so other specs still sign in.
  await user.getByLabel('Current Password').fill('demo-password');
  await screenshots(page, testInfo, 'profile-user-form');
  // The save is held until the overlay has been seen: a fast server must not make the check a race.
  let release = (): void => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\?module=user&command=update$/, async (route) => {
    await held;
    await route.continue();
  });
  await user.getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel.getByText('Saving changes...')).toBeVisible();
  release();
  await expect(toast(page, 'User information updated successfully')).toBeVisible();
  await expect(user).toContainText('(555) 123-4567');
  await expect(user).toContainText('Greta');

  await page.reload();
  await expect(user).toContainText('(555) 123-4567');
  await expect(user).toContainText('Can receive texts');

  // A refused save: the email of another user. The banner says why; the form stays open.
  await user.getByRole('button', { name: 'Edit User Information' }).click();
  await user.getByLabel('Email Address').fill('user@demo.test');
  await user.getByLabel('Current Password').fill('demo-password');
  await user.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    user.getByRole('alert').filter({ hasText: 'That email address is already in use' }),
  ).toBeVisible();
  await screenshots(page, testInfo, 'profile-user-error');
  await user.getByRole('button', { name: 'Cancel' }).click();
  await expect(user.getByRole('button', { name: 'Edit User Information' })).toBeVisible();

  const account = panel.getByRole('region', { name: 'Account Information' });
  await expect(account).toContainText('Demo Rodeo Network');
  await account.getByRole('button', { name: 'Edit Account Information' }).click();
  await expect(account.getByLabel('Description')).toHaveAttribute('rows', '4');
  await account.getByLabel('Description').fill('');
  await account.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Account information updated successfully')).toBeVisible();
  await expect(account).toContainText('No description available');
  await account.getByRole('button', { name: 'Edit Account Information' }).click();
  await account.getByLabel('Description').fill('The demo network, edited from an embedded panel.');
  await account.getByRole('button', { name: 'Save Changes' }).click();
  await expect(account).toContainText('edited from an embedded panel');
  await expectNoAxeViolations(page);
  await expectCleanPage(page);
});

test('profile-panel: a user below group admin reads the account without a pencil', async ({ page }) => {
  await openSignedIn(page, 'profile-panel', 'user@demo.test');
  const account = page.locator('profile-panel').getByRole('region', { name: 'Account Information' });
  await expect(account).toContainText('Only group admins (access level 5 and above) can edit the account.');
  await expect(account.getByRole('button', { name: 'Edit Account Information' })).toHaveCount(0);
});

test('profile-panel: pointing at a pencil loads its edit form before the press; the keyboard goes in and back out', async ({
  page,
}) => {
  await openSignedIn(page, 'profile-panel', 'user@demo.test');
  const user = page.locator('profile-panel').getByRole('region', { name: 'User Information' });
  const pencil = user.getByRole('button', { name: 'Edit User Information' });
  const formCode = page.waitForRequest((request) =>
    /\/kit\/chunks\/user-form-[^/]+\.js$/.test(request.url()),
  );
  await pencil.hover();
  await formCode;
  await pencil.press('Enter');
  // Opened, the keyboard is in the form's first field; cancelled by keyboard, back on the pencil it left.
  await expect(user.getByLabel('First Name')).toBeFocused();
  await user.getByRole('button', { name: 'Cancel' }).press('Enter');
  await expect(pencil).toBeFocused();
});

test('profile-panel: a form whose code cannot be had says so, and the pencil tries again', async ({
  page,
}) => {
  await openSignedIn(page, 'profile-panel', 'user@demo.test');
  const formChunk = /\/kit\/chunks\/user-form-[^/]+\.js$/;
  await page.route(formChunk, (route) => route.abort());
  const user = page.locator('profile-panel').getByRole('region', { name: 'User Information' });
  await user.getByRole('button', { name: 'Edit User Information' }).click();
  await expect(user.getByRole('alert')).toHaveText(
    'This form could not be loaded. Check your connection, then try again.',
  );
  await expect(user).toContainText('user@demo.test');
  await page.unroute(formChunk);
  await user.getByRole('button', { name: 'Edit User Information' }).click();
  await expect(user.getByLabel('First Name')).toBeVisible();
  await expect(user.getByRole('alert')).toHaveCount(0);
});

test('stripe-connections: focusing a pencil by keyboard loads the edit dialog before Enter', async ({
  page,
}) => {
  await openSignedIn(page, 'stripe-connections', 'group@demo.test');
  const dialogCode = page.waitForRequest((request) =>
    /\/kit\/chunks\/stripe-edit-dialog-[^/]+\.js$/.test(request.url()),
  );
  const pencil = page
    .locator('stripe-connections')
    .getByRole('button', { name: /^Edit / })
    .first();
  await pencil.focus();
  await dialogCode;
  await page.keyboard.press('Enter');
  await expect(page.locator('stripe-connections').getByRole('dialog')).toBeVisible();
});

/** Signs in owner@other.test in a second browser, as someone else saving meanwhile. */
async function elsewhere(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, 'profile-panel', 'owner@other.test');
  return { context, panel: page.locator('profile-panel'), page };
}

const choose = (merge: Locator, field: string, side: 'Keep mine' | 'Take theirs') =>
  merge.getByRole('group', { name: `${field}: whose value to keep` }).getByRole('radio', { name: side });

test('profile-panel: two browsers edit the user; the second merges field by field (docs/behaviour.md#conflicts)', async ({
  page,
  browser,
}, testInfo) => {
  await openSignedIn(page, 'profile-panel', 'owner@other.test');
  const user = page.locator('profile-panel').getByRole('region', { name: 'User Information' });
  const input = (name: string) => user.getByRole('textbox', { name, exact: true });
  await user.getByRole('button', { name: 'Edit User Information' }).click();
  await input('First Name').fill('Mina');
  await input('Last Name').fill('Typed');

  // Someone else (the same user in another browser) saves both names and a phone meanwhile.
  const other = await elsewhere(browser);
  const theirs = other.panel.getByRole('region', { name: 'User Information' });
  await theirs.getByRole('button', { name: 'Edit User Information' }).click();
  await theirs.getByLabel('First Name').fill('Thea');
  await theirs.getByLabel('Last Name').fill('Tobin');
  await theirs.getByLabel('Primary Phone', { exact: true }).pressSequentially('5559876543');
  await theirs.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(other.page, 'User information updated successfully')).toBeVisible();
  await other.context.close();

  await user.getByRole('button', { name: 'Save Changes' }).click();
  const merge = user.getByRole('region', { name: 'Changes saved by someone else' });
  await expect(merge).toContainText('Someone else saved this user while you were editing it.');
  await expect(merge).toBeFocused();
  const firstName = merge.getByRole('listitem').filter({ hasText: 'First Name' });
  await expect(firstName).toContainText(/Theirs\s*Thea\s*Yours\s*Mina/);
  // Both changed the names: they start on the user's; only they changed the phone: it starts on theirs.
  await expect(choose(merge, 'First Name', 'Keep mine')).toBeChecked();
  await expect(choose(merge, 'Last Name', 'Keep mine')).toBeChecked();
  await expect(choose(merge, 'Primary Phone', 'Take theirs')).toBeChecked();
  await expect(merge).toContainText('(555) 987-6543');
  // Nothing typed is lost while the choice waits, and Save waits for it.
  await expect(input('First Name')).toHaveValue('Mina');
  await expect(user.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'profile-user-conflict');

  await choose(merge, 'First Name', 'Take theirs').check();
  await merge.getByRole('button', { name: 'Apply to the form' }).click();
  await expect(merge).toHaveCount(0);
  await expect(user.getByRole('button', { name: 'Save Changes' })).toBeFocused();
  await expect(input('First Name')).toHaveValue('Thea');
  await expect(input('Last Name')).toHaveValue('Typed');
  await expect(user.getByLabel('Primary Phone', { exact: true })).toHaveValue('(555) 987-6543');
  await user.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'User information updated successfully')).toBeVisible();
  await page.reload();
  await expect(user).toContainText('Thea Typed');
  await expect(user).toContainText('(555) 987-6543');

  // Back to the seeded user, so that other specs find it.
  await user.getByRole('button', { name: 'Edit User Information' }).click();
  await user.getByLabel('First Name').fill('Olive');
  await user.getByLabel('Last Name').fill('Owner');
  await user.getByLabel('Primary Phone', { exact: true }).fill('');
  await user.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'User information updated successfully')).toBeVisible();
  await expect(user).toContainText('Olive Owner');
});

test('profile-panel: two browsers edit the account; the second merges field by field (docs/behaviour.md#conflicts)', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, 'profile-panel', 'owner@other.test');
  const account = page.locator('profile-panel').getByRole('region', { name: 'Account Information' });
  const input = (name: string) => account.getByRole('textbox', { name, exact: true });
  await account.getByRole('button', { name: 'Edit Account Information' }).click();
  await input('Account Name').fill('Other Property South');
  await input('Description').fill('My words');

  const other = await elsewhere(browser);
  const theirs = other.panel.getByRole('region', { name: 'Account Information' });
  await theirs.getByRole('button', { name: 'Edit Account Information' }).click();
  await theirs.getByLabel('Account Name').fill('Other Property North');
  await theirs.getByLabel('Description').fill('Their words');
  await theirs.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(other.page, 'Account information updated successfully')).toBeVisible();
  await other.context.close();

  await account.getByRole('button', { name: 'Save Changes' }).click();
  const merge = account.getByRole('region', { name: 'Changes saved by someone else' });
  await expect(merge).toContainText('Someone else saved this account while you were editing it.');
  await expect(merge).toBeFocused();
  await expect(merge.getByRole('listitem').filter({ hasText: 'Description' })).toContainText(
    /Theirs\s*Their words\s*Yours\s*My words/,
  );
  await expect(merge.getByRole('listitem').filter({ hasText: 'Domain' })).toHaveCount(0);
  await expect(input('Description')).toHaveValue('My words');
  await expectNoAxeViolations(page);

  await choose(merge, 'Description', 'Take theirs').check();
  await expect(choose(merge, 'Account Name', 'Keep mine')).toBeChecked();
  await merge.getByRole('button', { name: 'Apply to the form' }).click();
  await expect(input('Account Name')).toHaveValue('Other Property South');
  await expect(input('Description')).toHaveValue('Their words');
  await account.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Account information updated successfully')).toBeVisible();
  await page.reload();
  await expect(account).toContainText('Other Property South');
  await expect(account).toContainText('Their words');

  // Back to the seeded account, so that other specs find it.
  await account.getByRole('button', { name: 'Edit Account Information' }).click();
  await account.getByLabel('Account Name').fill('Other Property');
  await account.getByLabel('Description').fill('A second tenant, to show that nothing crosses accounts.');
  await account.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Account information updated successfully')).toBeVisible();
  await expect(account).toContainText('A second tenant');
});
