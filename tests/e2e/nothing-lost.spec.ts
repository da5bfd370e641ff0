import { expect, test, type Page } from '@playwright/test';
import { demoPhoto } from '../../server/seed/demo-images.ts';
import { DEMO_RESOURCES } from '../../server/seed/resource-data.ts';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';

// docs/behaviour.md#conflicts and #trash, on demo.test's seeded contacts (one per test).
const CONTACTS = DEMO_RESOURCES['demo.test']!.contact! as { email: string; city?: string }[];
const panel = (page: Page) => page.locator('resource-panel');
const table = (page: Page) => panel(page).getByRole('table');

async function contactRow(page: Page, email: string) {
  await page.goto('/contact/list');
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL('/contact/list');
  await panel(page).getByRole('searchbox').fill(email);
  await expect(table(page).getByRole('button', { name: /^Edit / })).toHaveCount(1);
}

test('two people edit one contact: the second sees what the first changed and merges', async ({
  browser,
}) => {
  const email = CONTACTS[1]!.email;
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  for (const page of [first, second]) {
    await contactRow(page, email);
    await table(page)
      .getByRole('button', { name: /^Edit / })
      .click();
    await expect(panel(page).getByRole('textbox', { name: 'City', exact: true })).toBeVisible();
  }
  await panel(first).getByRole('textbox', { name: 'Company', exact: true }).fill('Their Company');
  await panel(first).getByRole('button', { name: 'Save Changes' }).click();
  await expect(first.getByText('Contact updated successfully')).toBeVisible();

  await panel(second).getByRole('textbox', { name: 'City', exact: true }).fill('My City');
  await panel(second).getByRole('button', { name: 'Save Changes' }).click();
  const merge = panel(second).getByRole('region', { name: 'Changes saved by someone else' });
  await expect(merge).toContainText('Someone else saved this contact');
  await expect(merge).toBeFocused();
  await expect(merge).toContainText('Their Company');
  // Only they changed the company: it starts on theirs; what the user typed stays in the form.
  await expect(merge.getByRole('radio', { name: 'Take theirs' })).toBeChecked();
  await expect(panel(second).getByRole('textbox', { name: 'City', exact: true })).toHaveValue('My City');
  await expectNoAxeViolations(second);
  await merge.getByRole('button', { name: 'Apply to the form' }).click();
  await expect(panel(second).getByRole('textbox', { name: 'Company', exact: true })).toHaveValue(
    'Their Company',
  );
  // Applied, the merge goes: focus moves on to the save it held back, not to the page.
  await expect(panel(second).getByRole('button', { name: 'Save Changes' })).toBeFocused();
  await panel(second).getByRole('button', { name: 'Save Changes' }).click();
  await expect(second.getByText('Contact updated successfully')).toBeVisible();
  await panel(second).getByRole('searchbox').fill(email);
  await expect(table(second).getByRole('row')).toHaveCount(2);
  await expect(table(second)).toContainText('My City');
  await table(second)
    .getByRole('button', { name: /^Edit / })
    .click();
  await expect(panel(second).getByRole('textbox', { name: 'Company', exact: true })).toHaveValue(
    'Their Company',
  );
});

test('delete, then Undo within the toast’s 5 seconds; after them the Undo is gone', async ({ page }) => {
  await page.clock.install();
  const email = CONTACTS[2]!.email;
  await contactRow(page, email);
  await table(page)
    .getByRole('button', { name: /^Delete / })
    .click();
  await expect(page.getByRole('dialog')).toContainText(
    'It goes to the trash, from where you can restore it.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Contact deleted successfully')).toBeVisible();
  await expect(table(page)).toContainText('No contacts found...');
  // Nothing slow between the toast and Undo: the clock flows, and a loaded machine's axe check can take
  // the toast's 5 seconds (axe checks the toast below, where the Undo may go by itself without harm).
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Contact restored successfully')).toBeVisible();
  await expect(table(page)).not.toContainText('No contacts found...');

  await table(page)
    .getByRole('button', { name: /^Delete / })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.clock.runFor(5_000);
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(table(page)).toContainText('No contacts found...');
});

test('delete, open the Trash, restore', async ({ page }) => {
  const email = CONTACTS[3]!.email;
  await contactRow(page, email);
  const edit = await table(page)
    .getByRole('button', { name: /^Edit / })
    .getAttribute('aria-label');
  const name = edit!.replace(/^Edit /, '');
  await table(page)
    .getByRole('button', { name: /^Delete / })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(table(page)).toContainText('No contacts found...');
  await panel(page).getByRole('button', { name: 'Trash', exact: true }).click();
  await expect(panel(page).getByRole('heading', { name: 'Deleted Contacts' })).toBeVisible();
  const trashed = panel(page).getByRole('listitem').filter({ hasText: name });
  await expect(trashed).toContainText('Deleted');
  await expectNoAxeViolations(page);
  await trashed.getByRole('button', { name: `Restore ${name}` }).click();
  await expect(page.getByText('Contact restored successfully')).toBeVisible();
  await expect(panel(page).getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  await panel(page).getByRole('button', { name: 'Back to Contacts' }).click();
  await panel(page).getByRole('searchbox').fill(email);
  await expect(table(page).getByRole('button', { name: /^Edit / })).toHaveCount(1);
});

test('an image deleted from Edit Image comes back to the gallery with Undo; the gallery leads to its Trash', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/image/create');
  await signIn(page, 'user@demo.test');
  await expect(page).toHaveURL('/image/create');
  const title = `Undo check ${Date.now()}`;
  await panel(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'undo-check.jpg', mimeType: 'image/jpeg', buffer: await demoPhoto(640, 480) });
  await panel(page).getByRole('textbox', { name: 'Title of undo-check.jpg' }).fill(title);
  await panel(page).getByRole('textbox', { name: 'Alt Text of undo-check.jpg' }).fill('A horse at rest');
  await panel(page).getByRole('button', { name: 'Upload 1 image' }).click();
  await expect(page.locator('task-status-bar [part="bar"]')).toHaveText('1 completed, 0 failed');
  await expect(panel(page).getByRole('heading', { name: 'Image Gallery' })).toBeVisible();
  const tile = panel(page).getByRole('button', { name: `Edit ${title}` });
  await tile.click();
  await expect(panel(page).getByRole('heading', { name: 'Edit Image' })).toBeVisible();

  // The toast's 5 seconds run on the test's clock: the Undo stays until it is pressed.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await panel(page).getByRole('button', { name: 'Delete image' }).click();
  await panel(page).getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Image deleted successfully')).toBeVisible();
  await expect(panel(page).getByRole('heading', { name: 'Image Gallery' })).toBeVisible();
  await expect(tile).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Image restored successfully')).toBeVisible();
  // The gallery asks again after the list's debounce, which the clock has to reach.
  await page.clock.resume();
  await expect(tile).toBeVisible();

  await panel(page).getByRole('button', { name: 'Trash', exact: true }).click();
  await expect(page).toHaveURL('/image/trash');
  await expect(panel(page).getByRole('heading', { name: 'Deleted Images' })).toBeVisible();
  await expectNoAxeViolations(page);
});
