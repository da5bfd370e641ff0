import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';

// docs/behaviour.md#lists: the pager's 'Rows per page' sits on its select's centre line, not below it.
const panel = (page: Page) => page.locator('resource-panel');

for (const width of [1280, 390]) {
  test(`'Rows per page' is level with its select at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact/list');
    await signIn(page, 'admin@demo.test');
    const pager = panel(page).getByRole('navigation', { name: 'Pages' });
    const select = pager.getByRole('combobox', { name: 'Rows per page' });
    await expect(select).toBeVisible();
    const label = pager.getByText('Rows per page', { exact: true });
    const [labelBox, selectBox] = [await label.boundingBox(), await select.boundingBox()];
    if (!labelBox || !selectBox) throw new Error('the pager is not laid out');
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    expect(Math.abs(middle(labelBox) - middle(selectBox))).toBeLessThanOrEqual(1);
    // Side by side: the label ends before the select starts, on the same line.
    expect(labelBox.x + labelBox.width).toBeLessThanOrEqual(selectBox.x);
    await pager.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/h9-screens-pager-${width}.png` });
  });
}
