import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';

test.describe.configure({ timeout: 120_000 });

const panel = (page: Page) => page.locator('resource-panel');

// docs/behaviour.md#lists: a list counts its matches up to 10,000 (count_up_to) and says "more than
// 10,000" beyond it, in the pager and in the bulk bar. The server's side is tests/server/search-index.test.ts;
// here the contact list's answer says more match than it counted, as a network's 100,000 contacts would.
for (const width of [1280, 390]) {
  test(`a list that stopped counting says "more than 10,000" in the pager and the bulk bar (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const asked: unknown[] = [];
    await page.route('**/api?module=contact&command=list*', async (route) => {
      asked.push((route.request().postDataJSON() as { count_up_to?: number }).count_up_to);
      const response = await route.fetch();
      const body = (await response.json()) as { payload: Record<string, unknown> };
      body.payload = { ...body.payload, count: 10_000, count_more: true };
      await route.fulfill({ response, json: body });
    });
    await page.goto('/contact/list');
    await signIn(page, 'admin@demo.test');
    const pages = panel(page).getByRole('navigation', { name: 'Pages' });
    await expect(pages).toContainText('Showing 1–25 of more than 10,000');
    await expect(pages).toContainText('Page 1 of more than 400');
    await expect(pages.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(asked).toContain(10_000);

    await panel(page).getByRole('checkbox').first().check();
    const bar = panel(page).getByRole('region', { name: 'Selected contacts' });
    await bar.getByRole('button', { name: 'Select all matching (more than 10,000)' }).click();
    await expect(bar).toContainText('All matching selected (more than 10,000)');
    await bar.getByRole('button', { name: 'Delete' }).click();
    const confirm = panel(page).getByRole('dialog', { name: 'Delete more than 10,000 contacts' });
    await expect(confirm).toContainText('Delete more than 10,000 contacts?');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/bounded-count-${width}.png` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(bar.getByRole('button', { name: 'Delete' })).toBeFocused();
  });
}
