import { expect, test, type Page } from '@playwright/test';
import { apiAs, expectNoAxeViolations, signIn } from './console-helpers.ts';

// docs/behaviour.md#validation, "Dates typed and picked": the kit's date control everywhere a date is
// entered, typed in the user's locale or picked from a month grid, sending the API what it sent before.
test.describe.configure({ timeout: 120_000 });

const panel = (page: Page) => page.locator('resource-panel');
const nativeDates = (page: Page) =>
  page.locator('input[type="date"], input[type="datetime-local"], input[type="time"], input[type="month"]');

/** The local moment as the API stores it: an ISO instant. */
const instant = (year: number, month: number, day: number, hours: number, minutes: number) =>
  new Date(year, month - 1, day, hours, minutes).toISOString();

for (const width of [1280, 390]) {
  test(`Scheduled At is typed and picked in the kit's control, and both round-trip, at ${width} px`, async ({
    page,
    request,
  }) => {
    const call = await apiAs(request, 'user@demo.test');
    const title = `Dated ${width} ${Date.now()}`;
    const created = await call('broadcast', 'create', {
      title,
      channel: 'email',
      scheduled_at: instant(2030, 3, 14, 9, 30),
    });
    expect(created.ok()).toBe(true);
    const id = ((await created.json()) as { payload: { broadcast_id: number } }).payload.broadcast_id;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/broadcast/edit/${id}`);
    await signIn(page, 'user@demo.test');
    const date = panel(page).getByRole('textbox', { name: 'Scheduled At', exact: true });
    const time = panel(page).getByRole('textbox', { name: 'Scheduled At: time', exact: true });
    await expect(date).toHaveValue('03/14/2030');
    await expect(time).toHaveValue('9:30 AM');
    await expect(nativeDates(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/h9-screens-date-form-${width}.png` });

    // Typed.
    await date.fill('4/20/2030');
    await time.fill('7:45 pm');
    await panel(page).getByRole('button', { name: /^Save/ }).click();
    const read = async () =>
      (
        (await (await call('broadcast', 'read', { broadcast_id: String(id) }, 'GET')).json()) as {
          payload: { scheduled_at: string };
        }
      ).payload.scheduled_at;
    await expect.poll(async () => new Date(await read()).toISOString()).toBe(instant(2030, 4, 20, 19, 45));

    // Picked: the grid opens on the field's day; a day right and a month on, Enter takes it.
    await page.goto(`/broadcast/edit/${id}`);
    await expect(date).toHaveValue('04/20/2030');
    await panel(page).getByRole('button', { name: 'Choose Scheduled At from a calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Scheduled At' });
    await expect(dialog.getByRole('grid', { name: 'April 2030' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Saturday, April 20, 2030' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/h9-screens-date-grid-${width}.png` });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('PageDown');
    await expect(dialog.getByRole('grid', { name: 'May 2030' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Tuesday, May 21, 2030' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(date).toHaveValue('05/21/2030');
    // Focus goes back to the button that opened the grid.
    await expect(
      panel(page).getByRole('button', { name: 'Choose Scheduled At from a calendar' }),
    ).toBeFocused();
    await expect(time).toHaveValue('7:45 PM');
    await panel(page).getByRole('button', { name: /^Save/ }).click();
    await expect.poll(async () => new Date(await read()).toISOString()).toBe(instant(2030, 5, 21, 19, 45));
  });

  test(`the list's date filter takes a typed date in the kit's control at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/rodeo/list');
    await signIn(page, 'admin@demo.test');
    await panel(page).getByRole('button', { name: 'Filter', exact: true }).click();
    await panel(page).getByLabel('Filter by').selectOption('starts_on');
    await panel(page).getByLabel('Condition').selectOption('>=');
    const value = panel(page).getByRole('textbox', { name: 'Value', exact: true });
    await expect(value).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await expect(nativeDates(page)).toHaveCount(0);
    await value.fill('03/14/2030');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/h9-screens-date-filter-${width}.png` });
    await panel(page).getByRole('button', { name: 'Add filter' }).click();
    // The API is asked for the same value as the browser's date input gave: 2030-03-14.
    await expect(page).toHaveURL(/starts_on(%3A|:)(%3E%3D|>=)(%3A|:)2030-03-14/);
  });
}
