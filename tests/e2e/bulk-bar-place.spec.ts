import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './console-helpers.ts';
import { listOfMarked, markedBoxes } from './marked-contacts.ts';

// docs/behaviour.md#lists: the bulk bar takes no room above the rows, and stays in view at 390 px.
test.describe.configure({ timeout: 120_000 });

const panel = (page: Page) => page.locator('resource-panel');

for (const width of [1280, 390]) {
  test(`picking a row moves no row, and the bulk bar stays in view (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // Live changes off: their own "new or changed" bar (another thing) may come in at any moment.
    await page.route(/module=live&command=stream/, (route) => route.abort());
    const mark = `Place${width}x${Date.now()}`;
    await listOfMarked(page, request, mark, 12);

    const first = markedBoxes(page, mark).first();
    await first.scrollIntoViewIfNeeded();
    const before = await first.boundingBox();
    await first.check();
    const bar = panel(page).getByRole('region', { name: 'Selected contacts' });
    await expect(bar).toBeVisible();
    expect(await first.boundingBox()).toEqual(before);

    // Further down the list, the bar is still on screen.
    await markedBoxes(page, mark).nth(8).scrollIntoViewIfNeeded();
    await markedBoxes(page, mark).nth(8).check();
    await expect(bar).toBeInViewport();
    await expect(bar.getByText('2 selected')).toBeVisible();
    await page.screenshot({ path: `/tmp/list7-bulk-bar-${width}.png` });
    await expectNoAxeViolations(page);
  });
}
