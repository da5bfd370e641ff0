import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openHostPage, seedContacts, signIn } from './console-helpers.ts';

// docs/behaviour.md#addresses: every view has its own address, the list's state lives in the query, and
// an embedded resource-panel reports both with events.

const panel = (page: Page) => page.locator('resource-panel');
const pages = (page: Page) => panel(page).getByRole('navigation', { name: 'Pages' });

for (const width of [1280, 390]) {
  test(`create, edit and bulk upload have their own address, with Back and reload (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/contact/list');
    await signIn(page, 'user@demo.test');
    await expect(page).toHaveURL('/contact/list');
    const listHeading = panel(page).getByRole('heading', { name: 'Contacts', exact: true });
    await expect(listHeading).toBeVisible();

    await panel(page).getByRole('button', { name: 'Create Contact' }).click();
    await expect(page).toHaveURL('/contact/create');
    await expect(page).toHaveTitle('Create Contact · Console');
    await page.reload();
    await expect(panel(page).getByRole('textbox', { name: 'First Name', exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/contact/list');
    await expect(listHeading).toBeVisible();

    await panel(page).getByRole('button', { name: 'Edit Harlan' }).click();
    await expect(page).toHaveURL(/\/contact\/edit\/\d+$/);
    const edit = page.url();
    await page.reload();
    await expect(panel(page).getByRole('textbox', { name: 'Last Name', exact: true })).toHaveValue('Harlan');
    await page.goBack();
    await expect(page).toHaveURL('/contact/list');
    await page.goForward();
    await expect(page).toHaveURL(edit);
    await expect(panel(page).getByRole('textbox', { name: 'Last Name', exact: true })).toHaveValue('Harlan');
    await panel(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/contact/list');

    await panel(page).getByRole('button', { name: 'Bulk upload' }).click();
    await expect(page).toHaveURL('/contact/bulk-upload');
    await page.reload();
    await expect(panel(page).getByRole('heading', { name: 'Bulk upload contacts' })).toBeVisible();
    await page.goBack();
    await expect(listHeading).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('an address past the last page shows the last page and says so in the address', async ({
  page,
  request,
}) => {
  const mark = await seedContacts(request);
  await page.goto(`/contact/list?filter=source:=:${mark}&limit=10&page=9`);
  await signIn(page, 'user@demo.test');
  await expect(pages(page)).toContainText('Showing 31–35 of 35');
  await expect(pages(page)).toContainText('Page 4 of 4');
  await expect(page).toHaveURL(/page=4/);
  await expect(panel(page).getByRole('row')).toHaveCount(6);
});

test('a filtered, sorted page 3 survives opening a record, Back, reload and a copied link', async ({
  page,
  request,
  browser,
}) => {
  const mark = await seedContacts(request);
  await page.goto(`/contact/list?filter=source:=:${mark}`);
  await signIn(page, 'user@demo.test');
  await expect(pages(page)).toContainText('of 35');

  await pages(page).getByLabel('Rows per page').selectOption('10');
  await expect(page).toHaveURL(/limit=10/);
  const emailHeader = panel(page).getByRole('button', { name: 'Email Address' });
  await emailHeader.click();
  await expect(page).toHaveURL(/sort=email/);
  await emailHeader.click();
  await expect(page).toHaveURL(/order=desc/);
  await pages(page).getByRole('button', { name: 'Next page' }).click();
  await pages(page).getByRole('button', { name: 'Next page' }).click();
  await expect(pages(page)).toContainText('Page 3 of 4');
  await expect(page).toHaveURL(/page=3/);
  const address = page.url();
  const firstRow = panel(page).getByRole('row').nth(1);
  await expect(firstRow).toContainText(`addr15.${mark}@fans.test`);

  // Back steps through each page, sort and size change, one at a time.
  await page.goBack();
  await expect(pages(page)).toContainText('Page 2 of 4');
  await page.goForward();
  await expect(pages(page)).toContainText('Page 3 of 4');

  await panel(page).getByRole('button', { name: 'Edit Addr15' }).click();
  await expect(page).toHaveURL(/\/contact\/edit\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(address);
  await expect(pages(page)).toContainText('Page 3 of 4');
  await expect(firstRow).toContainText(`addr15.${mark}@fans.test`);

  // Save on a record opened from page 3 comes back to page 3.
  await panel(page).getByRole('button', { name: 'Edit Addr15' }).click();
  await panel(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(address);

  // Typing a search replaces the entry as it goes: one Back returns to page 3.
  const search = panel(page).getByRole('searchbox');
  await search.fill('addr1');
  await search.fill('addr12');
  await expect(page).toHaveURL(/search=addr12/);
  await expect(pages(page)).toContainText('of 1');
  await page.goBack();
  await expect(page).toHaveURL(address);
  await expect(search).toHaveValue('');

  await page.reload();
  await expect(pages(page)).toContainText('Page 3 of 4');
  await expect(firstRow).toContainText(`addr15.${mark}@fans.test`);
  await expect(pages(page).getByLabel('Rows per page')).toHaveValue('10');
  await expect(emailHeader.locator('xpath=..')).toHaveAttribute('aria-sort', 'descending');

  const other = await browser.newContext();
  const copy = await other.newPage();
  await copy.goto(address);
  await signIn(copy, 'user@demo.test');
  await expect(copy).toHaveURL(address);
  await expect(pages(copy)).toContainText('Page 3 of 4');
  await expect(panel(copy).getByRole('row').nth(1)).toContainText(`addr15.${mark}@fans.test`);
  await other.close();
});

test('a reload of a list address prefetches exactly the request the list makes', async ({
  page,
  request,
}) => {
  const mark = await seedContacts(request);
  await page.goto('/contact/list');
  await signIn(page, 'user@demo.test');
  await expect(panel(page).getByRole('heading', { name: 'Contacts', exact: true })).toBeVisible();
  await expect(pages(page)).toContainText('Page 1 of');
  // Only the reloaded document's requests count: the signed-in page may still refresh its own list once
  // its user is read, so it is left for a blank page first (the session stays in the tab's storage).
  await page.goto('about:blank');
  const lists: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('command=list') && sent.url().includes('module=contact'))
      lists.push(sent.postData() ?? '');
  });
  await page.goto(`/contact/list?filter=source:=:${mark}&sort=email&order=desc&limit=10&page=3`);
  await expect(pages(page)).toContainText('Page 3 of 4');
  await expect(panel(page).getByRole('row').nth(1)).toContainText(`addr15.${mark}@fans.test`);
  expect(lists).toHaveLength(1);
  expect(JSON.parse(lists[0]!)).toMatchObject({ page: 3, limit: 10, sort: 'email', order: 'desc' });
});

test('an embedded resource-panel takes list-state and reports view-change and list-state-change', async ({
  page,
  request,
}) => {
  const mark = await seedContacts(request);
  await page.goto('/dashboard');
  await signIn(page, 'user@demo.test');
  await expect(page).toHaveURL('/dashboard');
  // A host page on the console's origin, signed in by the console's session: the panel routes itself.
  const state = `filter=source%3A%3D%3A${mark}&limit=10&page=2`;
  const events = await openHostPage(page, `resource="contact" list-state="${state}"`);
  await expect(pages(page)).toContainText('Page 2 of 4');

  await pages(page).getByRole('button', { name: 'Next page' }).click();
  await expect(pages(page)).toContainText('Page 3 of 4');
  const third = `filter=source%3A%3D%3A${mark}&page=3&limit=10`;
  expect(await events()).toEqual([
    { type: 'list-state-change', resource: 'contact', listState: third, history: 'push' },
  ]);
  // A host that keeps the state in its own address hands it back: that changes nothing.
  const setState = (value: string) =>
    panel(page).evaluate((element, text) => element.setAttribute('list-state', text), value);
  await setState(third);

  await panel(page)
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(panel(page).getByRole('textbox', { name: 'Last Name', exact: true })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(pages(page)).toContainText('Page 3 of 4');
  const [, opened, back] = (await events()) as Record<string, unknown>[];
  expect(opened).toMatchObject({ type: 'view-change', resource: 'contact', view: 'edit' });
  expect(opened!.id).toEqual(expect.any(Number));
  expect(back).toEqual({ type: 'view-change', resource: 'contact', view: 'list', listState: third });

  // The host hands a state back (its Back button, say): the panel shows it and reports nothing.
  await setState(state);
  await expect(pages(page)).toContainText('Page 2 of 4');
  expect(await events()).toHaveLength(3);
});

test('a route the user’s level does not reach says so, in words, with a way back', async ({ page }) => {
  await page.goto('/task/board');
  await signIn(page, 'user@demo.test');
  await expect(page.getByRole('heading', { name: 'You don’t have access to this page' })).toBeVisible();
  await expect(page.getByText('Task Board needs the super admin level (9)')).toContainText(
    'you are signed in at the user level (3)',
  );
  await expect(page.getByText(/access level 9|task_card/)).toHaveCount(0);
  await expect(page.locator('resource-panel')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('on a phone a running import shows in the top bar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact/bulk-upload');
  await signIn(page, 'user@demo.test');
  const header = page.locator('admin-shell').locator('[part="header"]');
  await expect(panel(page).getByRole('heading', { name: 'Bulk upload contacts' })).toBeVisible();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api?module=contact&command=bulk_create*', async (route) => {
    await held;
    await route.continue();
  });
  const csv = `first_name,last_name,email\nPhone,Import,phone.${Date.now()}@fans.test\n`;
  await panel(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'phone.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const indicator = header.getByRole('button', { name: /task\(s\) in progress: show tasks/ });
  await expect(indicator).toBeVisible();
  await expectNoAxeViolations(page);
  await indicator.click();
  await expect(page.locator('task-status-bar')).toBeVisible();
  await page.keyboard.press('Escape');
  release();
  await expect(header.getByRole('button', { name: /completed, 0 failed: show tasks/ })).toBeVisible();
});
