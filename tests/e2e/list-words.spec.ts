import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';

// Two cores shared by every engineer's tests: the axe runs need room.
test.describe.configure({ timeout: 120_000 });

const panel = (page: Page) => page.locator('resource-panel');

// docs/behaviour.md#messages: no developer words in a list, at 1280 and 390 px.
for (const width of [1280, 390]) {
  test(`an empty list, its Columns and an enum's filter chip read as a person writes (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/contact/list?search=nothing${Date.now()}`);
    await signIn(page, 'admin@demo.test');
    await expect(panel(page)).toContainText('No contacts found...');
    const pages = panel(page).getByRole('navigation', { name: 'Pages' });
    await expect(pages).toContainText('Rows per page');
    await expect(pages).not.toContainText('Showing');
    await expect(panel(page)).not.toContainText('(s)');

    await panel(page).getByRole('button', { name: 'Columns' }).click();
    const dialog = panel(page).getByRole('dialog', { name: 'Columns' });
    await expect(dialog.getByRole('button', { name: 'Back to the usual columns' })).toBeVisible();
    await expect(dialog).not.toContainText('area’s');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/list-words-columns-${width}.png` });
    await page.keyboard.press('Escape');

    await page.goto('/rodeo/ticket-orders?filter=status:=:refunded');
    const chips = panel(page).getByRole('list', { name: 'Active filters' });
    await expect(chips).toContainText('Refunded');
    await expect(chips).not.toContainText('refunded');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/list-words-chip-${width}.png` });
  });
}
