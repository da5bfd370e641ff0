import { expect, test, type Browser, type Page } from '@playwright/test';
import { addMonths, dayKey, monthLabel, monthOf } from '../../lib/calendar/month.ts';
import { expectNoAxeViolations, openHostPage, signIn } from './console-helpers.ts';

// docs/behaviour.md#addresses: the gallery's bucket and search, the calendar's month, the file list's folder
// and an open task card are in the address like a list's page: Back, reload and a copied link show them.

const panel = (page: Page) => page.locator('resource-panel');

async function open(page: Page, path: string, email: string, width: number) {
  await page.setViewportSize({ width, height: 844 });
  await page.goto(path);
  await signIn(page, email);
  await expect(page).toHaveURL(path);
}

/** The address opened in a browser that has never seen the console, signed in there. */
async function copied(browser: Browser, address: string, email: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  const copy = await context.newPage();
  await copy.goto(address);
  await signIn(copy, email);
  await expect(copy).toHaveURL(address);
  return { copy, close: () => context.close() };
}

for (const width of [1280, 390]) {
  test(`the gallery’s bucket and search are in its address (${width} px)`, async ({ page, browser }) => {
    await open(page, '/image/gallery', 'user@demo.test', width);
    const bucket = panel(page).getByRole('combobox', { name: 'Bucket' });
    const dusk = panel(page).getByRole('button', { name: 'Edit Arena at dusk' });
    const night = panel(page).getByRole('button', { name: 'Edit Night rodeo' });
    await expect(night).toBeVisible();

    await bucket.selectOption({ label: 'Arena' });
    await expect(page).toHaveURL(/\/image\/gallery\?scope=bucket%3A%3D%3A\d+$/);
    await expect(night).toHaveCount(0);
    await panel(page).getByRole('searchbox', { name: 'Search images' }).fill('dusk');
    await expect(page).toHaveURL(/search=dusk/);
    await expect(panel(page).getByRole('list', { name: 'Images' }).getByRole('listitem')).toHaveCount(1);
    const address = page.url();

    // A tile opens its image at its own address; Back shows the same bucket and search.
    await dusk.click();
    await expect(page).toHaveURL(/\/image\/edit\/\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(address);
    await expect(bucket).toHaveValue(/^\d+$/);
    await expect(panel(page).getByRole('searchbox', { name: 'Search images' })).toHaveValue('dusk');
    await expect(dusk).toBeVisible();

    await page.reload();
    await expect(bucket.locator('option:checked')).toHaveText('Arena');
    await expect(dusk).toBeVisible();
    await expect(night).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Back steps out of the search, then out of the bucket.
    await page.goBack();
    await expect(page).toHaveURL(/\/image\/gallery\?scope=bucket%3A%3D%3A\d+$/);
    await expect(panel(page).getByRole('searchbox', { name: 'Search images' })).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL('/image/gallery');
    await expect(bucket).toHaveValue('');
    await expect(night).toBeVisible();

    const { copy, close } = await copied(browser, address, 'user@demo.test', width);
    await expect(panel(copy).getByRole('button', { name: 'Edit Arena at dusk' })).toBeVisible();
    await expect(panel(copy).getByRole('button', { name: 'Edit Night rodeo' })).toHaveCount(0);
    await expect(panel(copy).getByRole('combobox', { name: 'Bucket' })).not.toHaveValue('');
    await close();
  });

  test(`the file list’s folder is in its address (${width} px)`, async ({ page, browser }) => {
    await open(page, '/file-repository/list', 'user@demo.test', width);
    const folder = panel(page).getByRole('combobox', { name: 'Folder' });
    const map = panel(page).getByRole('button', { name: 'Download Arena map.png' });
    const schedule = panel(page).getByRole('button', { name: 'Download 2026 schedule.csv' });
    await expect(schedule).toBeVisible();

    await folder.selectOption({ label: 'Maps (1)' });
    const address = '/file-repository/list?scope=folder%3A%3D%3AMaps';
    await expect(page).toHaveURL(address);
    await expect(schedule).toHaveCount(0);
    await expect(map).toBeVisible();

    await page.reload();
    await expect(folder).toHaveValue('Maps');
    await expect(map).toBeVisible();
    await expect(schedule).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Opening a file and cancelling comes back to the folder.
    await panel(page).getByRole('button', { name: 'Edit Arena map.png' }).click();
    await expect(page).toHaveURL(/\/file-repository\/edit\/\d+$/);
    await panel(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(address);
    await expect(folder).toHaveValue('Maps');
    // Cancel was a step forward: Back goes to the form, then to the folder, then to all folders.
    await page.goBack();
    await expect(page).toHaveURL(/\/file-repository\/edit\/\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(address);
    await expect(folder).toHaveValue('Maps');
    await page.goBack();
    await expect(page).toHaveURL('/file-repository/list');
    await expect(folder).toHaveValue('');
    await expect(schedule).toBeVisible();
    await page.goForward();
    await expect(folder).toHaveValue('Maps');
    await expect(schedule).toHaveCount(0);

    const { copy, close } = await copied(browser, address, 'user@demo.test', width);
    await expect(panel(copy).getByRole('combobox', { name: 'Folder' })).toHaveValue('Maps');
    await expect(panel(copy).getByRole('button', { name: 'Download Arena map.png' })).toBeVisible();
    await expect(panel(copy).getByRole('button', { name: 'Download 2026 schedule.csv' })).toHaveCount(0);
    await close();
  });

  test(`the calendar’s month is in its address (${width} px)`, async ({ page, browser }) => {
    const current = monthOf(dayKey(new Date()));
    const next = addMonths(current, 1);
    const address = `/broadcast/calendar?month=${next.slice(0, 7)}`;
    await open(page, '/broadcast/calendar', 'user@demo.test', width);
    const title = panel(page).getByRole('heading', { level: 2 });
    await expect(title).toHaveText(monthLabel(current, 'en-US'));

    await panel(page).getByRole('button', { name: 'Next month' }).click();
    await expect(page).toHaveURL(address);
    await expect(title).toHaveText(monthLabel(next, 'en-US'));
    await page.reload();
    await expect(title).toHaveText(monthLabel(next, 'en-US'));
    await expectNoAxeViolations(page);

    // A form opened from that month returns to it.
    await panel(page).getByRole('button', { name: 'Create Broadcast' }).first().click();
    await expect(page).toHaveURL('/broadcast/create');
    await panel(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(address);
    await expect(title).toHaveText(monthLabel(next, 'en-US'));

    await page.goBack();
    await expect(page).toHaveURL('/broadcast/create');
    await page.goBack();
    await expect(page).toHaveURL(address);
    await expect(title).toHaveText(monthLabel(next, 'en-US'));
    await page.goBack();
    await expect(page).toHaveURL('/broadcast/calendar');
    await expect(title).toHaveText(monthLabel(current, 'en-US'));
    await page.goForward();
    await expect(title).toHaveText(monthLabel(next, 'en-US'));
    // Today is the default: it leaves the month out of the address.
    await panel(page).getByRole('button', { name: 'Today' }).click();
    await expect(page).toHaveURL('/broadcast/calendar');

    const { copy, close } = await copied(browser, address, 'user@demo.test', width);
    await expect(panel(copy).getByRole('heading', { level: 2 })).toHaveText(monthLabel(next, 'en-US'));
    await close();
  });

  test(`a task card has its own address: Back closes it, reload and a link open it (${width} px)`, async ({
    page,
    browser,
  }) => {
    await open(page, '/task/board', 'super@demo.test', width);
    const firstCard = panel(page).locator('li[data-card] button:not([aria-label])').first();
    await expect(firstCard).toBeVisible({ timeout: 15_000 });
    const name = (await firstCard.innerText()).trim();

    await firstCard.click();
    const dialog = panel(page).getByRole('dialog', { name: 'Edit Task Card' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/task\/edit\/\d+$/);
    await expect(page).toHaveTitle('Edit Task Card · Console');
    const address = page.url();
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(name);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(name);
    await expect(panel(page).getByRole('heading', { name: 'Task Board', level: 1 })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL('/task/board');
    await expect(dialog).toHaveCount(0);
    await page.goForward();
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(name);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/task/board');
    await expect(dialog).toHaveCount(0);

    await panel(page).getByRole('button', { name: 'Create Task Card' }).click();
    await expect(page).toHaveURL('/task/create');
    await expect(panel(page).getByRole('dialog', { name: 'Create Task Card' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL('/task/board');
    await expect(panel(page).getByRole('dialog')).toHaveCount(0);

    const { copy, close } = await copied(browser, address, 'super@demo.test', width);
    await expect(
      panel(copy).getByRole('dialog', { name: 'Edit Task Card' }).getByRole('textbox', { name: 'Title' }),
    ).toHaveValue(name);
    await close();
  });
}

test('an embedded calendar takes its month from list-state and reports the month shown', async ({ page }) => {
  await page.goto('/dashboard');
  await signIn(page, 'user@demo.test');
  await expect(page).toHaveURL('/dashboard');
  const events = await openHostPage(page, 'resource="broadcast" list-state="month=2030-05"');
  const title = panel(page).getByRole('heading', { level: 2 });
  await expect(title).toHaveText('May 2030');
  await panel(page).getByRole('button', { name: 'Next month' }).click();
  await expect(title).toHaveText('June 2030');
  expect(await events()).toEqual([
    { type: 'list-state-change', resource: 'broadcast', listState: 'month=2030-06', history: 'push' },
  ]);
  // The host hands a month back (its Back button, say): the panel shows it.
  await panel(page).evaluate((element) => element.setAttribute('list-state', 'month=2030-01'));
  await expect(title).toHaveText('January 2030');
  await expectNoAxeViolations(page);
});

test('the Jobs list keeps its sort in the address, like an area’s list', async ({ page }) => {
  await open(page, '/admin/jobs', 'super@demo.test', 1280);
  // Its intro sits under the heading, as every screen's lead does (issue 33).
  const heading = await panel(page).getByRole('heading', { name: 'Jobs', level: 1 }).boundingBox();
  const intro = await panel(page).getByText('Work the server does in the background').boundingBox();
  expect(intro!.y).toBeGreaterThan(heading!.y + heading!.height);
  const header = panel(page).getByRole('columnheader', { name: 'Job', exact: true });
  // Jobs are newest first: a sort by name is ascending first, and a descending one is the default order.
  await header.getByRole('button').click();
  await expect(page).toHaveURL('/admin/jobs?sort=title&order=asc');
  await header.getByRole('button').click();
  await expect(page).toHaveURL('/admin/jobs?sort=title');
  await page.reload();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await page.goBack();
  await expect(page).toHaveURL('/admin/jobs?sort=title&order=asc');
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expectNoAxeViolations(page);
});

test('a trash’s page is in its address, apart from its list’s state', async ({ page }) => {
  // Three pages of trash, made up: filling a real one takes over a hundred deletes.
  await page.route('**/api?module=contact&command=trash*', async (route) => {
    const { page: shown } = (route.request().postDataJSON() ?? {}) as { page?: number };
    const items = Array.from({ length: 50 }, (_, i) => ({
      record_id: (shown ?? 1) * 100 + i,
      title: `Trashed ${shown ?? 1}-${i + 1}`,
      deleted_at: '2026-11-20T10:00:00.000Z',
      deleted_by: 'Pat Demo',
      purge_at: '2026-12-20T10:00:00.000Z',
    }));
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ error: false, errors: [], payload: { items, total: 120, page: shown ?? 1 } }),
    });
  });
  await open(page, '/contact/list?page=2', 'user@demo.test', 1280);
  await page.goto('/contact/trash');
  await expect(panel(page).getByText('Trashed 1-1', { exact: true })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/contact/trash?page=2');
  await expect(panel(page).getByText('Page 2 of 3')).toBeVisible();
  await page.reload();
  await expect(panel(page).getByText('Trashed 2-1', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goBack();
  await expect(page).toHaveURL('/contact/trash');
  await expect(panel(page).getByText('Trashed 1-1', { exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/contact/list?page=2');
});

test('Captured Data’s submissions keep their search in the address', async ({ page }) => {
  await open(page, '/data/dashboard', 'admin@demo.test', 1280);
  const search = panel(page).getByRole('searchbox');
  await search.fill('rodeo');
  await expect(page).toHaveURL('/data/dashboard?search=rodeo');
  await page.reload();
  await expect(search).toHaveValue('rodeo');
  await page.goBack();
  await expect(page).toHaveURL('/data/dashboard');
  await expect(search).toHaveValue('');
});
