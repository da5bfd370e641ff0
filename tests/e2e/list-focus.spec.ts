import { expect, test, type Page } from '@playwright/test';
import { apiAs, expectNoAxeViolations, signIn } from './console-helpers.ts';

// Two cores shared by every engineer's tests: the axe runs need room.
test.describe.configure({ timeout: 120_000 });

const panel = (page: Page) => page.locator('resource-panel');
const table = (page: Page) => panel(page).getByRole('region', { name: 'Contacts table' });

/** The focused element, inside shadow roots too: its tag and accessible label (or text). */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return {
      body: !active || active === document.body,
      label:
        active?.getAttribute('aria-label') ??
        (active as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim() ??
        active?.textContent?.trim() ??
        '',
    };
  });

const expectFocusOn = async (page: Page, label: string | RegExp) => {
  await expect.poll(async () => (await focused(page)).body).toBe(false);
  await expect.poll(async () => (await focused(page)).label).toMatch(label);
};

// docs/behaviour.md#lists: focus never falls to the page after an action; each step goes by the keyboard.
test('focus stays on a sensible control after delete, Undo, a chip’s removal, and a column’s move', async ({
  page,
  request,
}) => {
  const mark = `Focus${Date.now()}`;
  const call = await apiAs(request, 'admin@demo.test');
  const rows = ['A', 'B', 'C'].map((letter) => ({
    first_name: `${mark}${letter}`,
    last_name: `${mark}${letter}`,
    email: `${mark.toLowerCase()}${letter}@focus.test`,
  }));
  expect((await call('contact', 'bulk_create', { rows })).ok()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/contact/list?search=${mark}&sort=last_name&order=asc`);
  await signIn(page, 'admin@demo.test');
  const boxes = table(page).getByRole('checkbox', { name: new RegExp(`^Select ${mark}`) });
  await expect(boxes).toHaveCount(3);

  // Delete the first row: focus goes to the row that took its place.
  await table(page)
    .getByRole('button', { name: new RegExp(`^Delete ${mark}A`) })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(boxes).toHaveCount(2);
  await expectFocusOn(page, new RegExp(`^Select ${mark}B`));

  // Undo: the record is back, and focus with it.
  await page.getByRole('button', { name: 'Undo' }).focus();
  await page.keyboard.press('Enter');
  await expect(boxes).toHaveCount(3);
  await expectFocusOn(page, new RegExp(`^Select ${mark}A`));

  // Two filters; removing the first chip focuses the next one's button, removing the last the Filter button.
  for (const name of ['Email Address', 'Last Name']) {
    await panel(page).getByRole('button', { name: 'Filter', exact: true }).click();
    await panel(page).getByRole('combobox', { name: 'Filter by' }).selectOption({ label: name });
    await panel(page).getByRole('textbox', { name: 'Value' }).fill(mark.toLowerCase());
    await panel(page).getByRole('button', { name: 'Add filter' }).press('Enter');
  }
  const chips = panel(page).getByRole('list', { name: 'Active filters' }).getByRole('button');
  await expect(chips).toHaveCount(2);
  await chips.first().focus();
  await page.keyboard.press('Enter');
  await expect(chips).toHaveCount(1);
  await expectFocusOn(page, /^Remove filter: Last Name/);
  await page.keyboard.press('Enter');
  await expect(chips).toHaveCount(0);
  await expectFocusOn(page, /^Filter$/);

  // The Columns dialog: the moved column's button keeps the focus, at the top too.
  await panel(page).getByRole('button', { name: 'Columns' }).press('Enter');
  const dialog = panel(page).getByRole('dialog', { name: 'Columns' });
  const up = dialog.getByRole('button', { name: /^Move .* up$/ }).nth(1);
  const label = (await up.getAttribute('aria-label')) ?? '';
  await up.focus();
  await page.keyboard.press('Enter');
  await expectFocusOn(page, label.replace(' up', ' down'));
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/list-focus-1280.png' });
});
