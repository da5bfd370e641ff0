import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiAs, expectNoAxeViolations, signIn } from './console-helpers.ts';

// docs/behaviour.md#live-changes: what colleagues change shows without a reload, two users of demo.test.
const panel = (page: Page) => page.locator('resource-panel');

async function signedIn(browser: Browser, email: string, path: string, width = 1280): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await page.goto(path);
  await signIn(page, email);
  await expect(page).toHaveURL(path);
  return page;
}

/** A contact created by Ada Admin through the API, tagged with the test's `source`; its id. */
async function adaCreates(request: APIRequestContext, first: string, source: string): Promise<number> {
  const admin = await apiAs(request, 'admin@demo.test');
  const created = await admin('contact', 'create', {
    first_name: first,
    last_name: 'Live',
    email: `${first.toLowerCase()}.${source}@fans.test`,
    source,
  });
  return ((await created.json()) as { payload: { contact_id: number } }).payload.contact_id;
}

test('a colleague’s change shows in the list in place, and new records wait behind the bar', async ({
  browser,
  request,
}) => {
  const mark = `live${Date.now()}`;
  const admin = await apiAs(request, 'admin@demo.test');
  const lee = await adaCreates(request, 'Lee', mark);
  for (const width of [1280, 390]) {
    const page = await signedIn(browser, 'group@demo.test', '/contact/list', width);
    await panel(page).getByRole('searchbox').fill(mark);
    await expect(panel(page).getByText(`lee.${mark}@fans.test`)).toBeVisible();

    // Without a version: the update applies as it is (docs/behaviour.md#conflicts).
    const updated = await admin('contact', 'update', { contact_id: lee, city: `Town ${width}` }, 'PUT');
    expect(updated.ok()).toBe(true);
    // The row on screen is read again where it is: no bar, no reload.
    await expect(panel(page).getByText(`Town ${width}`)).toBeVisible();
    await expect(panel(page).getByText(/new or changed/)).toHaveCount(0);

    await adaCreates(request, `Nia${width}`, mark);
    const bar = panel(page).getByRole('status').filter({ hasText: '1 new or changed' });
    await expect(bar).toBeVisible();
    await expect(panel(page).getByText(`nia${width}.${mark}@fans.test`)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/live-list-${width}.png`, fullPage: true });
    await bar.getByRole('button', { name: 'Show' }).click();
    await expect(panel(page).getByText(`nia${width}.${mark}@fans.test`)).toBeVisible();
    await expect(bar).toHaveCount(0);
    await page.context().close();
  }
});

test('an edit screen says who else has the record open, and offers a colleague’s save for review', async ({
  browser,
  request,
}) => {
  const mark = `live${Date.now()}`;
  const id = await adaCreates(request, 'Eve', mark);
  const first = await signedIn(browser, 'admin@demo.test', `/contact/edit/${id}`);
  const second = await signedIn(browser, 'group@demo.test', `/contact/edit/${id}`, 390);
  await expect(panel(second).getByText('Ada Admin also has this contact open')).toBeVisible();
  // The first screen hears of the second at its next turn (every 20 s).
  await expect(panel(first).getByText('Gus Group also has this contact open')).toBeVisible({
    timeout: 30_000,
  });
  await expectNoAxeViolations(first);
  await first.screenshot({ path: '/tmp/live-edit-1280.png', fullPage: true });

  await panel(second).getByRole('textbox', { name: 'City', exact: true }).fill('My City');
  await panel(first).getByRole('textbox', { name: 'Company', exact: true }).fill('Their Company');
  await panel(first).getByRole('button', { name: 'Save Changes' }).click();
  await expect(first.getByText('Contact updated successfully')).toBeVisible();

  const notice = panel(second).getByRole('alert').filter({ hasText: 'Ada Admin changed this contact' });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(second);
  await second.screenshot({ path: '/tmp/live-edit-390.png', fullPage: true });
  await notice.getByRole('button', { name: 'Review' }).click();
  const merge = panel(second).getByRole('region', { name: 'Changes saved by someone else' });
  await expect(merge).toContainText('Their Company');
  // What the user typed stays in the form.
  await expect(panel(second).getByRole('textbox', { name: 'City', exact: true })).toHaveValue('My City');
  await merge.getByRole('button', { name: 'Apply to the form' }).click();
  await expect(notice).toHaveCount(0);
  await panel(second).getByRole('button', { name: 'Save Changes' }).click();
  await expect(second.getByText('Contact updated successfully')).toBeVisible();
});
