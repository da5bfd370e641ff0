import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';

// Two cores shared by every engineer's tests: the axe runs need room.
test.describe.configure({ timeout: 120_000 });

const panel = (page: Page) => page.locator('resource-panel');
const bar = (page: Page) => page.locator('task-status-bar [part="bar"]');
const statusPanel = (page: Page) => page.locator('task-status-bar [part="panel"]');

/** A call of the API as the signed-in user (the auth record's token); the reply's payload. */
const apiPost = (page: Page, query: string, body: unknown) =>
  page.evaluate(
    async ([q, b]) => {
      const { token } = JSON.parse(localStorage.getItem('auth') ?? '{}') as { token: string };
      const response = await fetch(`/api?${q}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(b),
      });
      return ((await response.json()) as { payload: unknown }).payload;
    },
    [query, body] as const,
  );

/** The status bar's panel shows `text` (it closes itself after a while: opened again when it has). */
async function statusShows(page: Page, text: string) {
  await expect(async () => {
    if (!(await statusPanel(page).isVisible())) await bar(page).click();
    await expect(statusPanel(page)).toContainText(text, { timeout: 1000 });
  }).toPass();
}

async function signedIn(page: Page, path: string) {
  await page.goto(path);
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(path);
}

test('the User List sets a level on picked users, never above the caller’s, and reports a refusal', async ({
  page,
}) => {
  const mark = `Bulkuser${Date.now()}`;
  await signedIn(page, '/user/list');
  for (const [i, access] of [3, 3, 7].entries()) {
    await apiPost(page, 'module=user&command=create', {
      email: `${mark.toLowerCase()}${i}@people.test`,
      first_name: 'Picked',
      last_name: mark,
      passhash: 'a'.repeat(64),
      access,
    });
  }
  await panel(page).getByRole('searchbox', { name: 'Search users' }).fill(mark);
  const table = panel(page).getByRole('region', { name: 'Users table' });
  // The search has narrowed the page: the page's box and one per marked user, nothing else.
  await expect(table.getByRole('checkbox', { name: `Select ${mark.toLowerCase()}` })).toHaveCount(3);
  await expect(table.getByRole('checkbox')).toHaveCount(4);

  await table.getByRole('checkbox', { name: 'Select all rows of this page' }).check();
  await expect(panel(page).getByText('3 selected')).toBeVisible();
  await panel(page).getByRole('button', { name: 'Set a field' }).click();
  const dialog = panel(page).getByRole('dialog', { name: 'Change 3 users' });
  await dialog.getByRole('combobox', { name: 'Field' }).selectOption({ label: 'Access Level' });
  const level = dialog.getByRole('combobox', { name: 'Set Access Level to' });
  // An admin (7) is offered no level above their own.
  await expect(level.locator('option[value="8"], option[value="9"]')).toHaveCount(0);
  await expect(level.locator('option[value="7"]')).toHaveCount(1);
  await level.selectOption('4');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Apply' }).click();

  await statusShows(page, 'Changed 2 users, 1 refused (You can only edit users below your own access level)');
  const listed = (await apiPost(page, 'module=user&command=list', { search: mark, limit: 10 })) as {
    list: { email: string; access: number }[];
  };
  expect(listed.list.map((user) => user.access).sort()).toEqual([4, 4, 7]);
  await expect(panel(page).getByText('3 selected')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the API Keys list revokes picked keys in bulk, with the result in the status bar', async ({ page }) => {
  const mark = `Bulkkey${Date.now()}`;
  await signedIn(page, '/user/api/list');
  for (const i of [1, 2]) {
    await apiPost(page, 'module=api_key&command=create', { name: `${mark} ${i}`, expires_at: null });
  }
  await panel(page).getByRole('searchbox', { name: 'Search API keys' }).fill(mark);
  const table = panel(page).getByRole('region', { name: 'API Keys table' });
  await expect(table.getByRole('checkbox', { name: `Select ${mark}` })).toHaveCount(2);
  await expect(table.getByRole('checkbox')).toHaveCount(3);
  await table.getByRole('checkbox', { name: 'Select all rows of this page' }).check();
  await panel(page).getByRole('button', { name: 'Revoke', exact: true }).click();
  const confirm = panel(page).getByRole('dialog', { name: 'Revoke 2 API keys' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await statusShows(page, 'Revoked 2 API keys');
  await expect(table.getByRole('button', { name: `Revoke ${mark} 1` })).toHaveCount(0);
});

test('the Account List disables picked accounts, never the admin’s own', async ({ page }) => {
  await signedIn(page, '/account/list');
  const table = panel(page).getByRole('region', { name: 'Accounts table' });
  await table.getByRole('checkbox', { name: 'Select Demo Rodeo Network', exact: true }).check();
  await table.getByRole('checkbox', { name: 'Select Other Property', exact: true }).check();
  await expect(panel(page).getByText('2 selected')).toBeVisible();
  await panel(page).getByRole('button', { name: 'Set a field' }).click();
  const dialog = panel(page).getByRole('dialog', { name: 'Change 2 accounts' });
  await dialog.getByRole('combobox', { name: 'Set Enabled to' }).selectOption({ label: 'No' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await statusShows(
    page,
    'Changed 1 account, 1 refused (Only an admin enables or disables an account, and never their own)',
  );
  // The other account signs in again for the specs after this one.
  const other = (await apiPost(page, 'module=account&command=list', { search: 'other.test', limit: 1 })) as {
    list: { account_id: number; enabled: number }[];
  };
  expect(other.list[0]?.enabled).toBe(0);
  await apiPost(page, 'module=account&command=bulk_action', {
    action: 'set',
    field: 'enabled',
    value: true,
    ids: [other.list[0]!.account_id],
  });
});
