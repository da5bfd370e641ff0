import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';

const panel = (page: Page) => page.locator('resource-panel');

/** A command as the signed-in user (the auth record's token): the test's own writes, logged as theirs. */
const apiCall = (page: Page, query: string, method: string, body: unknown) =>
  page.evaluate(
    async ({ q, m, b }) => {
      const { token } = JSON.parse(localStorage.getItem('auth') ?? '{}') as { token: string };
      const response = await fetch(`/api?${q}`, {
        method: m,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(b),
      });
      return (await response.json()) as { payload: Record<string, unknown> };
    },
    { q: query, m: method, b: body },
  );

/** An article saved twice: its first and second bodies, as two revisions and three log entries to come. */
async function articleSavedTwice(page: Page, mark: string): Promise<number> {
  const created = await apiCall(page, 'module=article&command=create', 'POST', {
    title: `Trail ${mark}`,
    body: '<p>Gates open at six</p>',
  });
  const id = created.payload.article_id as number;
  await apiCall(page, 'module=article&command=update', 'PUT', {
    article_id: id,
    body: '<p>Gates open at seven</p>',
    updated_at: created.payload.updated_at,
  });
  return id;
}

test('an article’s revisions: the changes read as text, and an older version restored', async ({ page }) => {
  await page.goto('/dashboard');
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL('/dashboard');
  const id = await articleSavedTwice(page, `${Date.now()}`);
  await page.goto(`/article/editor/${id}`);

  await panel(page).getByText('Revisions', { exact: true }).click();
  const revisions = panel(page).getByRole('list', { name: 'Revisions of this article' });
  await expect(revisions.getByRole('listitem')).toHaveCount(2);
  // Each version is named once, by when it was saved; no two read alike.
  const names = await revisions.getByRole('listitem').locator('strong').allInnerTexts();
  expect(new Set(names).size).toBe(2);
  await expect(revisions.getByRole('listitem').first()).toContainText('Current version');
  await revisions.getByRole('button', { name: 'Compare with the version before' }).click();
  const compare = panel(page).getByRole('region', { name: 'Compare versions' });
  await expect(compare).toBeFocused();
  await expect(compare.getByRole('columnheader')).toHaveText(['Field', names[1]!, names[0]!]);
  await expect(compare.getByRole('row', { name: /^Body/ }).locator('ins')).toHaveText('seven');
  await expect(compare.getByRole('row', { name: /^Body/ }).locator('del')).toHaveText('six');
  await expect(compare).toContainText('Words only in the older version are struck through');
  await expectNoAxeViolations(page);
  await compare.screenshot({ path: '/tmp/revisions-compare-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await compare.screenshot({ path: '/tmp/revisions-compare-390.png' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Any two: the same version on both sides says so rather than showing an empty table.
  // A pick keeps focus where it was: the comparison changes in place, it does not open again.
  const older = compare.getByLabel('Older version');
  await older.focus();
  await older.selectOption({ label: `${names[0]} (current)` });
  await expect(compare).toContainText('These are the same version');
  await expect(older).toBeFocused();
  await compare.getByRole('button', { name: 'Close the comparison' }).click();
  await expect(compare).toHaveCount(0);

  await revisions.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByText(`The article was restored to its version of ${names[1]}.`)).toBeVisible();
  await expect(revisions.getByRole('listitem')).toHaveCount(3);

  await panel(page).getByText('History', { exact: true }).click();
  const history = panel(page).getByRole('list', { name: 'History of this article' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').first()).toContainText('Restored by admin@demo.test');
  await expectNoAxeViolations(page);
});

test('a record’s History writes each change in words: a flag as No → Yes, an enum by its name', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL('/dashboard');
  const created = await apiCall(page, 'module=contact&command=create', 'POST', {
    first_name: 'Flag',
    last_name: `Words ${Date.now()}`,
  });
  const id = created.payload.contact_id as number;
  await apiCall(page, 'module=contact&command=update', 'PUT', {
    contact_id: id,
    phone_textable: true,
    updated_at: created.payload.updated_at,
  });
  await page.goto(`/contact/edit/${id}`);
  await panel(page).getByText('History', { exact: true }).click();
  const latest = panel(page)
    .getByRole('list', { name: 'History of this contact' })
    .getByRole('listitem')
    .first();
  await expect(latest.locator('dt')).toHaveText('Can receive texts');
  await expect(latest.locator('dd')).toHaveText('No → Yes');
  await expectNoAxeViolations(page);
});

test('the Activity screen filtered to one record lists its entries only', async ({ page }) => {
  await page.goto('/admin/activity');
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL('/admin/activity');
  const id = await articleSavedTwice(page, `${Date.now()}`);
  await page.reload();

  const table = panel(page).getByRole('region', { name: 'Activity table' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // The area's menu names each area by its definition's label.
  await panel(page).getByRole('button', { name: 'Filter', exact: true }).click();
  await panel(page).getByLabel('Filter by').selectOption('area');
  await panel(page).getByLabel('Condition').selectOption('=');
  const areas = panel(page).getByLabel('Value', { exact: true });
  await expect(areas.getByRole('option', { name: 'Helpbot FAQs', exact: true })).toHaveCount(1);
  await areas.selectOption({ label: 'Articles' });
  await panel(page).getByRole('button', { name: 'Add filter' }).click();
  await expect(panel(page).getByRole('list', { name: 'Active filters' })).toContainText('Area is Articles');
  await panel(page).getByRole('button', { name: 'Filter', exact: true }).click();
  await panel(page).getByLabel('Filter by').selectOption('record_id');
  await panel(page).getByLabel('Condition').selectOption('=');
  await panel(page).getByLabel('Value', { exact: true }).fill(String(id));
  await panel(page).getByRole('button', { name: 'Add filter' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  const cell = (row: number, name: string) =>
    table.getByRole('row').nth(row).getByRole('cell', { name, exact: true });
  await expect(cell(1, 'Articles')).toBeVisible();
  await expect(cell(1, 'Updated')).toBeVisible();
  await expect(cell(2, 'Created')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the Activity screen says areas and actions in words, in the table and in the filter menus', async ({
  page,
}) => {
  await page.goto('/admin/activity');
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL('/admin/activity');
  const table = panel(page).getByRole('region', { name: 'Activity table' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).not.toContainText('Sign in');

  await panel(page).getByRole('button', { name: 'Filter', exact: true }).click();
  await panel(page).getByLabel('Filter by').selectOption('action');
  const actions = panel(page).getByLabel('Value', { exact: true });
  await expect(actions.getByRole('option', { name: 'Bulk update', exact: true })).toHaveCount(1);
  await actions.selectOption({ label: 'Signed in' });
  await panel(page).getByRole('button', { name: 'Add filter' }).click();
  await expect(panel(page).getByRole('list', { name: 'Active filters' })).toContainText(
    'Action is Signed in',
  );
  // The sign-in just made: the user area by its definition's label, the action in words.
  const newest = table.getByRole('row').nth(1);
  await expect(newest.getByRole('cell', { name: 'Users', exact: true })).toBeVisible();
  await expect(newest.getByRole('cell', { name: 'Signed in', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
