import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, signIn } from './console-helpers.ts';

const panel = (page: Page) => page.locator('resource-panel');

/** A record's box is named by its first column (the last name): the mark, at both widths (table, cards). */
export const markedBoxes = (page: Page, mark: string) =>
  panel(page).getByRole('checkbox', { name: `Select ${mark}` });

/**
 * `count` contacts whose last name is `mark`, and the Contact List searched for them as an admin.
 * Returns the admin's API call, for checking what the list did.
 */
export async function listOfMarked(page: Page, request: APIRequestContext, mark: string, count: number) {
  const call = await apiAs(request, 'admin@demo.test');
  const rows = Array.from({ length: count }, (_, i) => ({
    first_name: `Row${i}`,
    last_name: mark,
    email: `${mark.toLowerCase()}${i}@marked.test`,
  }));
  expect((await call('contact', 'bulk_create', { rows })).ok()).toBe(true);
  await page.goto('/contact/list');
  await signIn(page, 'admin@demo.test');
  await panel(page).getByRole('searchbox', { name: 'Search contacts' }).fill(mark);
  await expect(markedBoxes(page, mark)).toHaveCount(count);
  // The search reaches the address after the rows: the list settles only then (a box measured before could
  // move, 1 run in 8 on the session's first commit too).
  await expect(page).toHaveURL(new RegExp(`search=${mark}`));
  return call;
}
