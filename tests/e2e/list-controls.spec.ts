import { expect, test, type Page } from '@playwright/test';
import { apiFromPage, expectNoAxeViolations, signIn } from './console-helpers.ts';

// docs/behaviour.md#lists: the list's controls (issue 33): resizable columns kept with the view, filters
// behind a Filter button with chips, the kit's own selects, and long values that never widen the page.
test.describe.configure({ timeout: 120_000 });

const panel = (page: Page) => page.locator('resource-panel');
const table = (page: Page) => panel(page).getByRole('region', { name: 'Contacts table' });
const WIDTHS = [1280, 390] as const;

const api = apiFromPage;

async function contactsList(page: Page, width: number, email = 'admin@demo.test') {
  await page.setViewportSize({ width, height: 844 });
  await page.goto('/contact/list');
  await signIn(page, email);
  await expect(page).toHaveURL('/contact/list');
  await expect(panel(page).getByRole('button', { name: 'Columns' })).toBeVisible();
}

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

for (const width of WIDTHS) {
  test(`filters sit behind a Filter button, active ones as chips in words, at ${width} px`, async ({
    page,
  }) => {
    const mark = `Chip${Date.now()}${width}`;
    await contactsList(page, width);
    await api(page, 'module=contact&command=create', {
      first_name: 'Pat',
      last_name: mark,
      email: `${mark.toLowerCase()}@lists.test`,
    });
    await page.reload();
    // Closed: no form on the page, only the button; the first record shows high enough on a phone.
    await expect(panel(page).getByRole('combobox', { name: 'Filter by' })).toHaveCount(0);
    const first =
      width < 640 ? panel(page).getByRole('listitem').first() : table(page).getByRole('row').nth(1);
    await expect(first).toBeVisible();
    if (width < 640) {
      const top = await first.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeLessThanOrEqual(450);
    }

    const filter = panel(page).getByRole('button', { name: 'Filter', exact: true });
    for (const [field, value] of [
      ['Last Name', mark],
      ['First Name', 'Pat'],
    ]) {
      await filter.click();
      const dialog = panel(page).getByRole('dialog', { name: 'Add a filter' });
      await dialog.getByRole('combobox', { name: 'Filter by' }).selectOption({ label: field! });
      await dialog.getByRole('combobox', { name: 'Condition' }).selectOption({ label: 'is' });
      await dialog.getByRole('textbox', { name: 'Value' }).fill(value!);
      await dialog.getByRole('button', { name: 'Add filter' }).click();
      await expect(dialog).toHaveCount(0);
    }
    const chips = panel(page).getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('listitem')).toHaveText([`Last Name is ${mark}`, 'First Name is Pat']);
    await expect(panel(page).getByText(`${mark.toLowerCase()}@lists.test`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/h8-lists-chips-${width}.png`, fullPage: true });

    // Removing a chip puts focus on the next chip's button, the last one's on the Filter button.
    await chips.getByRole('button', { name: `Remove filter: Last Name is ${mark}` }).click();
    await expect(chips.getByRole('button', { name: 'Remove filter: First Name is Pat' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chips).toHaveCount(0);
    await expect(filter).toBeFocused();
    await noSidewaysScroll(page);
  });

  test(`the filter editor and rows per page use the kit's styled select, at ${width} px`, async ({
    page,
  }) => {
    await contactsList(page, width);
    const appearance = (name: string) =>
      panel(page)
        .getByRole('combobox', { name, exact: true })
        .evaluate((node) => getComputedStyle(node).appearance);
    await expect.poll(() => appearance('Rows per page')).toBe('none');
    await panel(page).getByRole('button', { name: 'Filter', exact: true }).click();
    for (const name of ['Filter by', 'Condition']) await expect.poll(() => appearance(name)).toBe('none');
    await page.screenshot({ path: `/tmp/h8-lists-dialog-${width}.png` });
    await panel(page).getByRole('button', { name: 'Cancel' }).click();
    if (width < 640) await expect.poll(() => appearance('Sort by')).toBe('none');
    await expectNoAxeViolations(page);
  });

  test(`a long email ends in an ellipsis or wraps, whole on hover, and never widens the page, at ${width} px`, async ({
    page,
  }) => {
    const mark = `Long${Date.now()}${width}`;
    const email = `${mark.toLowerCase()}.with.a.very.long.mailbox.name.for.testing@a-rather-long-domain-name.example.test`;
    await contactsList(page, width);
    await api(page, 'module=contact&command=create', { first_name: 'Lee', last_name: mark, email });
    await panel(page).getByRole('searchbox', { name: 'Search contacts' }).fill(mark);
    if (width >= 640) {
      const cell = table(page).getByRole('cell', { name: email });
      await expect(cell).toHaveAttribute('title', email);
      // Ellipsis, not a wider table: the cell's text runs past its box.
      expect(await cell.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    } else {
      const value = panel(page).getByText(email, { exact: true });
      await expect(value).toBeVisible();
      const box = await value.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/h8-lists-long-${width}.png` });
  });
}

test('columns resize by pointer and keyboard, and the widths are kept with the view', async ({ page }) => {
  await contactsList(page, 1280, 'user@demo.test');
  await api(page, 'module=list_prefs&command=save_prefs', { area: 'contact', widths: null }, 'PUT');
  await page.reload();
  const header = (name: string) => table(page).getByRole('columnheader', { name });
  const widthOf = (name: string) =>
    header(name).evaluate((node) => Math.round(node.getBoundingClientRect().width));

  // Keyboard: the handle is a focusable separator named after its column; Right widens by 16 px a press.
  const handle = table(page).getByRole('separator', { name: 'Resize Email Address column' });
  await handle.focus();
  const before = await widthOf('Email Address');
  await expect(handle).toHaveAttribute('aria-valuenow', String(before));
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', String(before + 48));
  await expect.poll(() => widthOf('Email Address')).toBe(before + 48);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => widthOf('Email Address')).toBe(before + 32);

  // Pointer: drag the Last Name column's end edge 60 px further.
  const last = table(page).getByRole('separator', { name: 'Resize Last Name column' });
  const lastBefore = await widthOf('Last Name');
  const box = (await last.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2);
  await page.mouse.up();
  await expect.poll(() => widthOf('Last Name')).toBe(lastBefore + 60);
  await expectNoAxeViolations(page);

  // Kept by the server: a reload shows both widths again.
  await expect
    .poll(
      async () =>
        (await api(page, 'module=list_prefs&command=read&area=contact', null, 'GET')).payload.widths,
    )
    .toEqual({ email: before + 32, last_name: lastBefore + 60 });
  await page.reload();
  await expect.poll(() => widthOf('Email Address')).toBe(before + 32);
  await expect.poll(() => widthOf('Last Name')).toBe(lastBefore + 60);

  await page.screenshot({ path: '/tmp/h8-lists-resized-1280.png' });

  // A saved view keeps them: saved, the widths reset, the view chosen again brings them back.
  const name = `Wide ${Date.now()}`;
  await panel(page).getByRole('button', { name: 'Save view' }).click();
  const dialog = panel(page).getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toHaveCount(0);
  await api(page, 'module=list_prefs&command=save_prefs', { area: 'contact', widths: null }, 'PUT');
  await page.reload();
  await expect.poll(() => widthOf('Last Name')).not.toBe(lastBefore + 60);
  await panel(page).getByRole('combobox', { name: 'Saved view' }).selectOption({ label: name });
  await expect.poll(() => widthOf('Email Address')).toBe(before + 32);
  await expect.poll(() => widthOf('Last Name')).toBe(lastBefore + 60);
  await api(page, 'module=list_prefs&command=save_prefs', { area: 'contact', widths: null }, 'PUT');
});
