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
  await revisions.getByRole('button', { name: 'Show changes' }).click();
  await expect(revisions.locator('ins')).toHaveText('seven');
  await expect(revisions.locator('del')).toHaveText('six');
  await expectNoAxeViolations(page);

  await revisions.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByText(/The article was restored to its version of/)).toBeVisible();
  await expect(revisions.getByRole('listitem')).toHaveCount(3);

  await panel(page).getByText('History', { exact: true }).click();
  const history = panel(page).getByRole('list', { name: 'History of this article' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').first()).toContainText('Restored by admin@demo.test');
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
  await panel(page).getByLabel('Filter by').selectOption('area');
  await panel(page).getByLabel('Condition').selectOption('=');
  const areas = panel(page).getByLabel('Value', { exact: true });
  await expect(areas.getByRole('option', { name: 'Helpbot FAQs', exact: true })).toHaveCount(1);
  await areas.selectOption({ label: 'Articles' });
  await panel(page).getByRole('button', { name: 'Add filter' }).click();
  await expect(panel(page).getByRole('list', { name: 'Active filters' })).toContainText('Area is Articles');
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
