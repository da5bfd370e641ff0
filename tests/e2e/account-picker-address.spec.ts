import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openHostPage, signIn } from './console-helpers.ts';

// docs/behaviour.md#addresses: the account a super admin picks above the User List is in the address with
// the rest of the list's state: reload, Back and Forward and a copied link show it, and an embedded panel
// takes it in `list-state` and reports it with `list-state-change`.

const SUPER = 'super@demo.test';
const panel = (page: Page) => page.locator('resource-panel');
const picker = (page: Page) => panel(page).getByRole('combobox', { name: 'Account' });
// A row's box names its user in the table and in the narrow screen's cards alike.
const row = (page: Page, email: string) =>
  panel(page).getByRole('checkbox', { name: `Select ${email}`, exact: true });
const own = (page: Page) => row(page, 'user@demo.test');
const other = (page: Page) => row(page, 'owner@other.test');

for (const width of [1280, 390]) {
  test(`the User List’s account is in its address (${width} px)`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/user/list');
    await signIn(page, SUPER);
    await expect(page).toHaveURL('/user/list');
    await expect(own(page)).toBeVisible();

    // A picked row of the caller's own users: another account's list starts with nothing picked.
    await own(page).check();
    await expect(panel(page).getByRole('region', { name: 'Selected Users' })).toBeVisible();
    await picker(page).selectOption({ label: 'Other Property' });
    await expect(page).toHaveURL(/\/user\/list\?account_id=\d+$/);
    await expect(other(page)).toBeVisible();
    await expect(own(page)).toHaveCount(0);
    await expect(panel(page).getByRole('region', { name: 'Selected Users' })).toHaveCount(0);
    const address = page.url();

    await page.reload();
    await expect(picker(page).locator('option:checked')).toHaveText('Other Property');
    await expect(other(page)).toBeVisible();
    await expect(own(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect(page).toHaveURL('/user/list');
    await expect(picker(page)).toHaveValue('');
    await expect(own(page)).toBeVisible();
    await expect(other(page)).toHaveCount(0);
    await page.goForward();
    await expect(page).toHaveURL(address);
    await expect(picker(page).locator('option:checked')).toHaveText('Other Property');
    await expect(other(page)).toBeVisible();

    // The account and a search together, in a browser that has never seen the console.
    await panel(page).getByRole('searchbox', { name: 'Search users' }).fill('owner');
    await expect(page).toHaveURL(/\/user\/list\?search=owner&account_id=\d+$/);
    const searched = page.url();
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const copy = await context.newPage();
    await copy.goto(searched);
    await signIn(copy, SUPER);
    await expect(copy).toHaveURL(searched);
    await expect(picker(copy).locator('option:checked')).toHaveText('Other Property');
    await expect(panel(copy).getByRole('searchbox', { name: 'Search users' })).toHaveValue('owner');
    await expect(other(copy)).toBeVisible();
    await expect(own(copy)).toHaveCount(0);
    await context.close();
  });
}

test('an embedded User List takes its account from list-state and reports the account picked', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await signIn(page, SUPER);
  await expect(page).toHaveURL('/dashboard');
  // The other account's id, as its link in the console carries it.
  await page.goto('/user/list');
  await picker(page).selectOption({ label: 'Other Property' });
  await expect(page).toHaveURL(/account_id=\d+$/);
  const account = new URL(page.url()).searchParams.get('account_id');

  // Its page 2 is past the end: the panel shows its last page and reports that in place of the address it
  // was given (docs/behaviour.md#records); the caller's own users then start from page 1.
  const events = await openHostPage(page, `resource="user" list-state="account_id=${account}&page=2"`);
  await expect(picker(page).locator('option:checked')).toHaveText('Other Property');
  const pages = panel(page).getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText('Page 1 of 1');
  await expect(other(page)).toBeVisible();
  await picker(page).selectOption({ label: 'Your own' });
  await expect(own(page)).toBeVisible();
  await expect(pages).toContainText('Page 1 of');
  expect(await events()).toEqual([
    { type: 'list-state-change', resource: 'user', listState: `account_id=${account}`, history: 'replace' },
    { type: 'list-state-change', resource: 'user', listState: '', history: 'push' },
  ]);
  // The host keeps what the panel reports, then hands the account back (its Back button, say): the panel
  // shows it.
  await panel(page).evaluate((element) => element.setAttribute('list-state', ''));
  await expect(own(page)).toBeVisible();
  await panel(page).evaluate(
    (element, state) => element.setAttribute('list-state', state),
    `account_id=${account}`,
  );
  await expect(other(page)).toBeVisible();
  await expect(picker(page).locator('option:checked')).toHaveText('Other Property');
  await expectNoAxeViolations(page);
});
