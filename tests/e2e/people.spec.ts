import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';

const panel = (page: Page) => page.locator('resource-panel');
const field = (page: Page, label: string) => panel(page).getByRole('textbox', { name: label, exact: true });
const table = (page: Page, plural: string) => panel(page).getByRole('region', { name: `${plural} table` });

async function signedIn(page: Page, path: string, email: string) {
  await page.goto(path);
  await signIn(page, email);
  await expect(page).toHaveURL(path);
}

/** A sign-in attempt in a browser of its own, so the admin's session in `page` stays. */
async function trySignIn(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, email, password);
  return { context, page };
}

test('a super admin creates an account, registers one with its owner, and finds them by search and filter', async ({
  page,
}) => {
  const mark = `e2e${Date.now()}`;
  await signedIn(page, '/account/create', 'super@demo.test');
  await expect(panel(page).getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await field(page, 'Account Name').fill(`Cheyenne ${mark}`);
  await field(page, 'Domain').fill(`${mark}.cheyenne.test`);
  await field(page, 'Description').fill('Frontier Days and the circuit around them');
  await expectNoAxeViolations(page);
  await panel(page).getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully')).toBeVisible();
  await expect(page).toHaveURL('/account/list');

  await page.goto('/account/register');
  await expect(panel(page).getByRole('heading', { name: 'Register Account' })).toBeVisible();
  await field(page, 'Account Name').fill(`Rawlins ${mark}`);
  await field(page, 'Domain').fill(`${mark}.rawlins.test`);
  await field(page, 'First Name').fill('Rae');
  await field(page, 'Last Name').fill('Boss');
  await field(page, 'Email Address').fill(`boss-${mark}@rawlins.test`);
  await field(page, 'Password').fill('abc');
  await panel(page).getByRole('button', { name: 'Register Account' }).click();
  await expect(panel(page).getByText('Password must be at least 4 characters')).toBeVisible();
  await expect(field(page, 'First Name')).toHaveValue('Rae');
  await field(page, 'Password').fill('rawlins-pass');
  await panel(page).getByRole('button', { name: 'Register Account' }).click();
  await expect(page.getByText('Account registered successfully')).toBeVisible();
  await expect(page).toHaveURL('/account/list');

  const accounts = table(page, 'Accounts');
  await panel(page).getByRole('searchbox').fill(mark);
  await expect(accounts.getByRole('row')).toHaveCount(3);
  await expect(accounts).toContainText(`Cheyenne ${mark}`);
  await expect(accounts).toContainText(`Rawlins ${mark}`);
  await expectNoAxeViolations(page);

  await panel(page).getByRole('searchbox').fill('');
  await panel(page).getByRole('button', { name: 'Filter', exact: true }).click();
  await panel(page).getByLabel('Filter by').selectOption('domain');
  await panel(page).getByLabel('Condition').selectOption('=');
  await panel(page).getByLabel('Value', { exact: true }).fill(`${mark}.rawlins.test`);
  await panel(page).getByRole('button', { name: 'Add filter' }).click();
  await expect(accounts.getByRole('row')).toHaveCount(2);
  await expect(accounts).toContainText(`Rawlins ${mark}`);

  await accounts.getByRole('button', { name: `Edit Rawlins ${mark}` }).click();
  await field(page, 'Description').fill('Rawlins Ranch Rodeo, Carbon County');
  await panel(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Account updated successfully')).toBeVisible();
  await panel(page).getByRole('searchbox').fill('Carbon County');
  await expect(accounts.getByRole('row')).toHaveCount(2);
  await expect(panel(page).getByRole('button', { name: 'Register Account' })).toBeVisible();

  // The registered owner signs in to their own account, as its group admin.
  const owner = await trySignIn(page.context().browser()!, `boss-${mark}@rawlins.test`, 'rawlins-pass');
  await expect(owner.page).toHaveURL('/dashboard');
  await owner.context.close();

  // A super admin's user list picks the account whose users it shows.
  await page.goto('/user/list');
  await panel(page)
    .getByRole('combobox', { name: 'Account' })
    .selectOption({ label: `Rawlins ${mark}` });
  await expect(table(page, 'Users').getByRole('row')).toHaveCount(2);
  await expect(table(page, 'Users')).toContainText(`boss-${mark}@rawlins.test`);
  // Create User from there starts in the account the list shows.
  await panel(page).getByRole('button', { name: 'Create User' }).click();
  await expect(panel(page).getByRole('combobox', { name: 'Account' }).locator('option:checked')).toHaveText(
    `Rawlins ${mark}`,
  );
});

test('a group admin creates a user up to their own level, edits, disables and enables them', async ({
  page,
  browser,
}) => {
  const email = `rider-${Date.now()}@demo.test`;
  await signedIn(page, '/user/create', 'group@demo.test');
  await expect(panel(page).getByRole('heading', { name: 'Create User' })).toBeVisible();
  const level = panel(page).getByRole('combobox', { name: 'Access Level' });
  await expect(level.getByRole('option')).toHaveText([
    '0 · Authenticated user',
    '1 · Authenticated user',
    '2 · Authenticated user',
    '3 · User',
    '4 · User',
    '5 · Group admin',
  ]);
  await expect(panel(page).getByRole('combobox', { name: 'Account' })).toHaveCount(0);
  await field(page, 'First Name').fill('Rider');
  await field(page, 'Last Name').fill('Hand');
  await field(page, 'Email Address').fill(email);
  await field(page, 'Password').fill('rider-pass');
  await level.selectOption('3');
  await expectNoAxeViolations(page);
  await panel(page).getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expect(page).toHaveURL('/user/list');

  const users = table(page, 'Users');
  await panel(page).getByRole('searchbox').fill(email);
  await expect(users.getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page);
  // Nobody at or above the group admin's own level offers an edit.
  await panel(page).getByRole('searchbox').fill('circuit@demo.test');
  await expect(users.getByRole('row')).toHaveCount(2);
  await expect(users.getByRole('button', { name: /^Edit / })).toHaveCount(0);

  await panel(page).getByRole('searchbox').fill(email);
  await expect(users.getByRole('row')).toHaveCount(2);
  await users.getByRole('button', { name: `Edit ${email}` }).click();
  await expect(field(page, 'Last Name')).toHaveValue('Hand');
  await field(page, 'Last Name').fill('Roper');
  await panel(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await panel(page).getByRole('searchbox').fill(email);
  await expect(users).toContainText('Roper');

  // Signed in elsewhere before the disable: that session ends with it.
  const rider = await trySignIn(browser, email, 'rider-pass');
  await expect(rider.page).toHaveURL('/dashboard');
  await users.getByRole('button', { name: `Disable ${email}` }).click();
  await expect(page.getByText('User disabled successfully')).toBeVisible();
  await expect(users.getByRole('button', { name: `Enable ${email}` })).toBeVisible();
  await rider.page.goto('/profile');
  await expect(rider.page.getByText('Sign in to your account')).toBeVisible({ timeout: 10_000 });
  await signIn(rider.page, email, 'rider-pass');
  await expect(rider.page.getByText('Invalid email or password').first()).toBeVisible();
  await rider.context.close();

  await users.getByRole('button', { name: `Enable ${email}` }).click();
  await expect(page.getByText('User enabled successfully')).toBeVisible();
  const again = await trySignIn(browser, email, 'rider-pass');
  await expect(again.page).toHaveURL('/dashboard');
  await again.context.close();
});

test('two admins edit one user: the second sees what the first changed and merges (docs/behaviour.md#conflicts)', async ({
  browser,
}) => {
  const email = 'circuit@demo.test';
  const users = (page: Page) => table(page, 'Users');
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  for (const page of [first, second]) {
    await signedIn(page, '/user/list', 'admin@demo.test');
    await panel(page).getByRole('searchbox').fill(email);
    // The search has answered (one row), so the row clicked is not replaced under the pointer.
    await expect(users(page).getByRole('row')).toHaveCount(2);
    await users(page)
      .getByRole('button', { name: `Edit ${email}` })
      .click();
    await expect(field(page, 'Last Name')).toHaveValue('Circuit');
  }
  await field(first, 'First Name').fill('Carla');
  await panel(first).getByRole('button', { name: 'Save Changes' }).click();
  await expect(first.getByText('User updated successfully')).toBeVisible();

  await field(second, 'Last Name').fill('Circuits');
  await panel(second).getByRole('button', { name: 'Save Changes' }).click();
  const merge = panel(second).getByRole('region', { name: 'Changes saved by someone else' });
  await expect(merge).toContainText('Carla');
  await expect(merge.getByRole('radio', { name: 'Take theirs' })).toBeChecked();
  await expect(field(second, 'Last Name')).toHaveValue('Circuits');
  await expectNoAxeViolations(second);
  await merge.getByRole('button', { name: 'Apply to the form' }).click();
  await expect(field(second, 'First Name')).toHaveValue('Carla');
  await panel(second).getByRole('button', { name: 'Save Changes' }).click();
  await expect(second.getByText('User updated successfully')).toBeVisible();
  await panel(second).getByRole('searchbox').fill(email);
  await expect(users(second)).toContainText('Carla');
  await expect(users(second)).toContainText('Circuits');

  // Back to the seeded name, so that other specs find it.
  await users(second)
    .getByRole('button', { name: `Edit ${email}` })
    .click();
  await field(second, 'First Name').fill('Cara');
  await field(second, 'Last Name').fill('Circuit');
  await panel(second).getByRole('button', { name: 'Save Changes' }).click();
  await panel(second).getByRole('searchbox').fill(email);
  await expect(users(second)).toContainText('Cara');
  await expect(users(second)).not.toContainText('Circuits');
  await first.context().close();
  await second.context().close();
});
