import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './console-helpers.ts';
import { listOfMarked, markedBoxes } from './marked-contacts.ts';

// docs/behaviour.md#lists: a bulk delete or set ends with one toast naming the count, with an Undo that
// puts back exactly those records.
test.describe.configure({ timeout: 120_000 });

const panel = (page: Page) => page.locator('resource-panel');
const toasts = (page: Page) => page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
const undoOf = (page: Page, text: string) =>
  toasts(page).filter({ hasText: text }).getByRole('button', { name: 'Undo', exact: true });

async function pickAll(page: Page, mark: string) {
  for (const box of await markedBoxes(page, mark).all()) await box.check();
  await expect(panel(page).getByText('3 selected')).toBeVisible();
}

for (const width of [1280, 390]) {
  test(`bulk set and bulk delete end with one toast and an Undo of exactly those (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const mark = `Picked${width}x${Date.now()}`;
    const call = await listOfMarked(page, request, mark, 3);
    const optedIn = async () => {
      const answer = await call('contact', 'list', { search: mark, limit: 10 });
      const { list } = ((await answer.json()) as { payload: { list: { opted_in: boolean }[] } }).payload;
      return list.map((row) => row.opted_in);
    };

    await pickAll(page, mark);
    await panel(page).getByRole('button', { name: 'Set a field' }).click();
    const dialog = panel(page).getByRole('dialog', { name: 'Change 3 contacts' });
    await dialog.getByRole('combobox', { name: 'Field' }).selectOption({ label: 'Opted in to messages' });
    await dialog
      .getByRole('combobox', { name: 'Set Opted in to messages to' })
      .selectOption({ label: 'Yes' });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Set Opted in to messages on 3 contacts')).toBeVisible();
    expect(await optedIn()).toEqual([true, true, true]);
    await undoOf(page, 'Set Opted in').click();
    await expect(toasts(page).filter({ hasText: '3 contacts put back' })).toBeVisible();
    await expect.poll(optedIn).toEqual([false, false, false]);

    await pickAll(page, mark);
    await panel(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await panel(page)
      .getByRole('dialog', { name: 'Delete 3 contacts' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('3 contacts moved to the trash')).toBeVisible();
    // One toast for the run: the status bar keeps the task, no second message says it again.
    await expect(toasts(page).filter({ hasText: /trash|Deleted/ })).toHaveCount(1);
    await page.screenshot({ path: `/tmp/list7-bulk-toast-${width}.png` });
    // Nothing slow between the toast and Undo: axe can take the toast's 5 seconds on a loaded machine.
    await undoOf(page, 'moved to the trash').click();
    await expect(toasts(page).filter({ hasText: '3 contacts put back' }).last()).toBeVisible();
    await expect(markedBoxes(page, mark)).toHaveCount(3);
    await expectNoAxeViolations(page);
  });
}
