import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';

// docs/behaviour.md#lists, "Key columns": at 1280 px a list's key column shows beside the pinned actions,
// never under them, without scrolling sideways; a long text column (an email, a message) gives way.
test.describe.configure({ timeout: 120_000 });

const panel = (page: Page) => page.locator('resource-panel');

const LISTS = [
  { path: '/contact/list', column: 'city', who: 'admin@demo.test' },
  { path: '/rodeo/list', column: 'status', who: 'admin@demo.test' },
  { path: '/product/vendors', column: 'active', who: 'admin@demo.test' },
  { path: '/admin/jobs', column: 'last_error', who: 'super@demo.test' },
];

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const { path, column, who } of LISTS) {
  test(`${path}: the ${column} column is clear of the pinned actions at 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await signIn(page, who);
    const table = panel(page).getByRole('region', { name: / table$/ });
    const header = table.locator(`th[data-column="${column}"]`);
    await expect(header).toBeVisible();
    const index = await header.evaluate((th) => (th as HTMLTableCellElement).cellIndex);
    const row = table.locator('tbody tr').first();
    const actions = row.locator('td[data-actions]');
    await expect(actions).toBeVisible();
    const [cellBox, headBox, actionsBox] = await Promise.all([
      row.locator('td').nth(index).boundingBox(),
      header.boundingBox(),
      actions.boundingBox(),
    ]);
    if (!cellBox || !headBox || !actionsBox) throw new Error('the table is not laid out');
    const widths = await table
      .locator('th')
      .evaluateAll((ths) =>
        ths.map((th) => `${th.getAttribute('data-column')}:${Math.round(th.getBoundingClientRect().width)}`),
      );
    expect(intersects(cellBox, actionsBox), `${column} under the actions; widths ${widths.join(' ')}`).toBe(
      false,
    );
    expect(headBox.x + headBox.width).toBeLessThanOrEqual(actionsBox.x + 0.5);
    // In view without scrolling sideways: the table has not been scrolled, and the cell starts inside it.
    expect(await table.evaluate((scroller) => scroller.scrollLeft)).toBe(0);
    const frame = await table.boundingBox();
    expect(cellBox.x).toBeGreaterThanOrEqual(frame!.x);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/h9-screens-columns${path.replaceAll('/', '-')}.png` });
  });
}
