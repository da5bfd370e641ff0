import { expect, test, type Page } from '@playwright/test';
import {
  API_ORIGIN,
  expectCleanPage,
  expectNoAxeViolations,
  openSignedIn,
  screenshots,
  SITE_ORIGIN,
  toast,
  useEmbeddingSite,
} from './embedded.ts';

useEmbeddingSite();

const PAGE = `${SITE_ORIGIN}/stripe-connections.html`;

test('stripe-connections alone on another origin: Connect through the simulator, Allow then Deny', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, 'stripe-connections', 'group@demo.test');
  const panel = page.locator('stripe-connections');
  const row = (account: string) => panel.locator(`[part="connection"][data-account="${account}"]`);
  await expect(row('acct_demoRodeoNetwork')).toContainText('Active');
  await expect(row('acct_demoRodeoNetwork')).toContainText('Test mode');
  await expect(row('acct_demoRodeoArchive')).toContainText('Inactive');
  await expect(row('acct_demoRodeoNetwork')).toContainText('••••');
  // The address to give Stripe for its events is the API server's, not this site's (docs/connections.md).
  await expect(row('acct_demoRodeoNetwork')).toContainText(
    new RegExp(`Webhook endpoint ${API_ORIGIN.replace(/[.]/g, '\\.')}/webhooks/stripe/\\d+`),
  );
  await screenshots(page, testInfo, 'stripe-list');

  await panel.getByRole('button', { name: 'Connect Stripe', exact: true }).click();
  await page.waitForURL(`${API_ORIGIN}/stripe-sim/authorize**`);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((url) => url.href.startsWith(PAGE));
  await expect(toast(page, 'Stripe connection successful!')).toBeVisible();
  // The exchange is done: the address no longer carries code and state, so a reload replays nothing.
  await expect.poll(() => page.url()).toBe(PAGE);
  await expect(panel.locator('[part="connection"]')).toHaveCount(3);
  await page.reload();
  await expect(panel.locator('[part="connection"]')).toHaveCount(3);
  await expect(toast(page, 'Stripe connection successful!')).toHaveCount(0);

  await panel.getByRole('button', { name: 'Connect Stripe', exact: true }).click();
  await page.waitForURL(`${API_ORIGIN}/stripe-sim/authorize**`);
  await page.getByRole('button', { name: 'Deny' }).click();
  await page.waitForURL((url) => url.href.startsWith(PAGE));
  await expect(toast(page, 'Stripe connection was cancelled')).toBeVisible();
  await expect.poll(() => page.url()).toBe(PAGE);
  await expectCleanPage(page);
});

test('stripe-connections: edit within the limits, delete behind a confirmation', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, 'stripe-connections', 'group@demo.test');
  const panel = page.locator('stripe-connections');
  // Named by its statement descriptor, or by the end of its Stripe id: never the whole id (issue 23).
  await expect(panel.locator('[data-account="acct_demoRodeoNetwork"]')).not.toContainText('acct_');
  await panel.getByRole('button', { name: 'Edit DEMO RODEO' }).click();
  const dialog = panel.getByRole('dialog', { name: 'Edit DEMO RODEO' });
  const descriptor = dialog.getByLabel('Statement descriptor');
  await expect(descriptor).toHaveAttribute('maxlength', '100');
  await descriptor.fill('RODEO TICKETS');
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'stripe-edit-dialog');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Stripe connection updated successfully')).toBeVisible();
  await expect(panel.locator('[data-account="acct_demoRodeoNetwork"]')).toContainText('RODEO TICKETS');

  await expect(panel.getByRole('button', { name: 'Edit RODEO TICKETS' })).toBeVisible();
  await panel.getByRole('button', { name: 'Delete Stripe account ending hive' }).click();
  const confirm = panel.getByRole('dialog', { name: 'Delete Stripe connection' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Stripe connection deleted successfully')).toBeVisible();
  await expect(panel.locator('[data-account="acct_demoRodeoArchive"]')).toHaveCount(0);
});

test('stripe-connections: a user below group admin reads the list without actions', async ({ page }) => {
  await openSignedIn(page, 'stripe-connections', 'user@demo.test');
  const panel = page.locator('stripe-connections');
  await expect(panel.locator('[part="connection"]').first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Connect Stripe', exact: true })).toHaveCount(0);
  await expect(panel).toContainText('group admins (access level 5 and above)');
});

test('stripe-connections: two browsers edit one connection; the second merges field by field (docs/behaviour.md#conflicts)', async ({
  page,
  browser,
}, testInfo) => {
  const KEY = 'pk_test_otherPropertyNotARealKey9999';
  const open = async (on: Page) => {
    await openSignedIn(on, 'stripe-connections', 'owner@other.test');
    const panel = on.locator('stripe-connections');
    await panel.getByRole('button', { name: 'Edit Stripe account ending erty' }).click();
    return panel.getByRole('dialog', { name: 'Edit Stripe account ending erty' });
  };
  const dialog = await open(page);
  await dialog.getByLabel('Statement descriptor').fill('OTHER SOUTH');
  await dialog.getByLabel('Publishable test key').fill('pk_test_mine');

  const context = await browser.newContext();
  const other = await context.newPage();
  const theirs = await open(other);
  await theirs.getByLabel('Statement descriptor').fill('OTHER NORTH');
  await theirs.getByLabel('Publishable test key').fill('pk_test_theirs');
  // Seeded on (the column's default): they switch it off.
  await expect(theirs.getByRole('switch', { name: 'Create products' })).toBeChecked();
  await theirs.getByRole('switch', { name: 'Create products' }).click();
  await theirs.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(other, 'Stripe connection updated successfully')).toBeVisible();
  await context.close();

  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const merge = dialog.getByRole('region', { name: 'Changes saved by someone else' });
  await expect(merge).toContainText('Someone else saved this Stripe connection while you were editing it.');
  await expect(merge).toBeFocused();
  const choose = (field: string, side: 'Keep mine' | 'Take theirs') =>
    merge.getByRole('group', { name: `${field}: whose value to keep` }).getByRole('radio', { name: side });
  await expect(merge.getByRole('listitem').filter({ hasText: 'Publishable test key' })).toContainText(
    /Theirs\s*pk_test_theirs\s*Yours\s*pk_test_mine/,
  );
  // Both changed the descriptor and the key: they start on the user's; only they changed the switch.
  await expect(choose('Statement descriptor', 'Keep mine')).toBeChecked();
  await expect(choose('Create products', 'Take theirs')).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await screenshots(page, testInfo, 'stripe-conflict');

  await choose('Publishable test key', 'Take theirs').check();
  await merge.getByRole('button', { name: 'Apply to the form' }).click();
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeFocused();
  await expect(dialog.getByLabel('Statement descriptor')).toHaveValue('OTHER SOUTH');
  await expect(dialog.getByLabel('Publishable test key')).toHaveValue('pk_test_theirs');
  await expect(dialog.getByRole('switch', { name: 'Create products' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Stripe connection updated successfully')).toBeVisible();

  await page.reload();
  const panel = page.locator('stripe-connections');
  await panel.getByRole('button', { name: 'Edit OTHER SOUTH' }).click();
  const saved = panel.getByRole('dialog', { name: 'Edit OTHER SOUTH' });
  await expect(saved.getByLabel('Publishable test key')).toHaveValue('pk_test_theirs');
  await expect(saved.getByRole('switch', { name: 'Create products' })).not.toBeChecked();
  // Back to the seeded connection, so that other specs find it.
  await saved.getByLabel('Statement descriptor').fill('');
  await saved.getByLabel('Publishable test key').fill(KEY);
  await saved.getByRole('switch', { name: 'Create products' }).click();
  await saved.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Stripe connection updated successfully')).toBeVisible();
});
