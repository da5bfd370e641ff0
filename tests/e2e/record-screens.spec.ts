import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, expectNoAxeViolations, signIn } from './console-helpers.ts';

// Two cores shared by every engineer's tests: the axe runs need room.
test.describe.configure({ timeout: 120_000 });

const panel = (page: Page) => page.locator('resource-panel');

/** The accessible label of the focused element, inside shadow roots too; null when it is the page. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return null;
    return active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '';
  });

/** Three new contacts, their list open at `width` as an admin; answers the mark their names start with. */
async function openList(page: Page, request: APIRequestContext, prefix: string, width: number) {
  const mark = `${prefix}${width}x${Date.now()}`;
  const call = await apiAs(request, 'admin@demo.test');
  const rows = ['A', 'B', 'C'].map((letter) => ({
    first_name: 'Ada',
    last_name: `${mark}${letter}`,
    email: `${mark.toLowerCase()}${letter}@screens.test`,
  }));
  expect((await call('contact', 'bulk_create', { rows })).ok()).toBe(true);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`/contact/list?search=${mark}&sort=last_name&order=asc`);
  await signIn(page, 'admin@demo.test');
  return mark;
}

for (const width of [1280, 390]) {
  // docs/behaviour.md#lists, "Focus after an action": coming Back from a record puts focus on its row.
  test(`focus returns to the opened row after Back and after Cancel at ${width} px`, async ({
    page,
    request,
  }) => {
    const mark = await openList(page, request, 'Back', width);
    const edit = panel(page).getByRole('button', { name: `Edit ${mark}B`, exact: true });
    await expect(edit).toBeVisible();

    // The browser's Back.
    await edit.press('Enter');
    await expect(panel(page).getByRole('heading', { name: /^Edit contact/i })).toBeVisible();
    await page.goBack();
    await expect(edit).toBeVisible();
    await expect.poll(() => focusedLabel(page)).toBe(`Edit ${mark}B`);

    // The screen's own way back: Cancel.
    await edit.press('Enter');
    await panel(page).getByRole('button', { name: 'Cancel' }).press('Enter');
    await expect(edit).toBeVisible();
    await expect.poll(() => focusedLabel(page)).toBe(`Edit ${mark}B`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/screens-back-${width}.png` });
  });

  // docs/behaviour.md#records, "Edit screens": the title names the record; Delete is there too.
  test(`an edit screen names its record and deletes it with Undo at ${width} px`, async ({
    page,
    request,
  }) => {
    const mark = await openList(page, request, 'Title', width);
    await panel(page)
      .getByRole('button', { name: `Edit ${mark}A`, exact: true })
      .click();
    await expect(panel(page).getByRole('heading', { level: 1 })).toHaveText(`Edit contact: ${mark}A`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/screens-edit-title-${width}.png`, fullPage: true });

    await panel(page).getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = panel(page).getByRole('dialog');
    await expect(confirm).toContainText(`Delete “${mark}A”?`);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Contact deleted successfully')).toBeVisible();
    await expect(panel(page).getByRole('button', { name: `Edit ${mark}A`, exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(panel(page).getByRole('button', { name: `Edit ${mark}A`, exact: true })).toBeVisible();
  });
}
