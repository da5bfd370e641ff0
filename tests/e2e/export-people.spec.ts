import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';

// Two cores shared by every engineer's tests: the axe runs need room.
test.describe.configure({ timeout: 120_000 });

const panel = (page: Page) => page.locator('resource-panel');

/** A call of the API as the signed-in user (the auth record's token). */
const apiPost = (page: Page, query: string, body: unknown) =>
  page.evaluate(
    async ([q, b]) => {
      const { token } = JSON.parse(localStorage.getItem('auth') ?? '{}') as { token: string };
      await fetch(`/api?${q}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(b),
      });
    },
    [query, body] as const,
  );

/** The file a click downloads, as its lines (CRLF-terminated CSV). */
async function downloaded(page: Page, button: string): Promise<string[]> {
  const download = page.waitForEvent('download');
  await panel(page).getByRole('button', { name: button }).click();
  return readFileSync(await (await download).path(), 'utf8')
    .trim()
    .split('\r\n');
}

test('the User List exports picked users and the searched list as CSV, the list’s columns only', async ({
  page,
}) => {
  const mark = `Exportuser${Date.now()}`;
  const emails = [0, 1, 2].map((i) => `${mark.toLowerCase()}${i}@people.test`);
  await page.goto('/user/list');
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL('/user/list');
  for (const email of emails) {
    await apiPost(page, 'module=user&command=create', {
      email,
      first_name: 'Exported',
      last_name: mark,
      passhash: 'a'.repeat(64),
      access: 3,
    });
  }
  await panel(page).getByRole('searchbox', { name: 'Search users' }).fill(mark);
  // The search reaches the address after the rows: a tick before that could be cleared by it.
  await expect(page).toHaveURL(new RegExp(`search=${mark}`));
  const table = panel(page).getByRole('region', { name: 'Users table' });
  await expect(table.getByRole('checkbox', { name: `Select ${mark.toLowerCase()}` })).toHaveCount(3);
  await table.getByRole('checkbox', { name: `Select ${emails[0]}`, exact: true }).check();
  await table.getByRole('checkbox', { name: `Select ${emails[2]}`, exact: true }).check();
  await expect(panel(page).getByText('2 selected')).toBeVisible();
  await expectNoAxeViolations(page);

  const [header, ...rows] = await downloaded(page, 'Export selected');
  expect(header).toBe('user_id,email,first_name,last_name,access,enabled');
  expect(rows.map((row) => row.split(',').slice(1, 5))).toEqual([
    [emails[0], 'Exported', mark, '3'],
    [emails[2], 'Exported', mark, '3'],
  ]);

  const whole = await downloaded(page, 'Export CSV');
  expect(whole[0]).toBe(header);
  expect(whole.slice(1).map((row) => row.split(',')[1])).toEqual(emails);
});

test('the Account List exports picked accounts as CSV', async ({ page }) => {
  await page.goto('/account/list');
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL('/account/list');
  const table = panel(page).getByRole('region', { name: 'Accounts table' });
  await table.getByRole('checkbox', { name: 'Select Demo Rodeo Network', exact: true }).check();
  await table.getByRole('checkbox', { name: 'Select Other Property', exact: true }).check();
  await expect(panel(page).getByText('2 selected')).toBeVisible();
  const [header, ...rows] = await downloaded(page, 'Export selected');
  expect(header).toBe('account_id,account_name,domain,enabled,created_at');
  expect(rows.map((row) => row.split(',')[1]).sort()).toEqual(['Demo Rodeo Network', 'Other Property']);
  await expectNoAxeViolations(page);
});

test('a super admin’s export of the User List is of the account picked above it', async ({ page }) => {
  await page.goto('/user/list');
  await signIn(page, 'super@demo.test');
  await expect(page).toHaveURL('/user/list');
  await panel(page).getByRole('combobox', { name: 'Account' }).selectOption({ label: 'Other Property' });
  const table = panel(page).getByRole('region', { name: 'Users table' });
  await expect(table.getByRole('checkbox', { name: 'Select owner@other.test' })).toHaveCount(1);
  const [, ...rows] = await downloaded(page, 'Export CSV');
  const emails = rows.map((row) => row.split(',')[1]);
  expect(emails).toContain('owner@other.test');
  expect(emails.every((email) => email?.endsWith('@other.test'))).toBe(true);
});
