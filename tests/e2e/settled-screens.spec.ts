import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';

// docs/behaviour.md#states: once a screen has loaded, nothing on it still says 'Loading' (the closed
// History and Revisions sections under an edit form once did, hidden, for good).

/** The first record of an area, by the signed-in user's token. */
const firstId = (page: Page, area: string) =>
  page.evaluate(async (module) => {
    const { token } = JSON.parse(localStorage.getItem('auth') ?? '{}') as { token: string };
    const response = await fetch(`/api?module=${module}&command=list`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ limit: 1 }),
    });
    const { payload } = (await response.json()) as { payload: { list: Record<string, number>[] } };
    return payload.list[0]![`${module}_id`]!;
  }, area);

for (const [screen, area, path] of [
  ['the article editor', 'article', '/article/editor/'],
  ['Edit Image', 'image', '/image/edit/'],
] as const) {
  test(`${screen} says nothing is loading once it has loaded`, async ({ page }) => {
    await page.goto('/dashboard');
    await signIn(page, 'admin@demo.test');
    await expect(page).toHaveURL('/dashboard');
    await page.goto(`${path}${await firstId(page, area)}`);
    await expect(page.locator('resource-panel').getByRole('button', { name: /^Save/ })).toBeEnabled();
    await expect(page.locator('resource-panel').getByText('History', { exact: true })).toBeVisible();
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
