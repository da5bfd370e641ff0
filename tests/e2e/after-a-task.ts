import { expect, type Page } from '@playwright/test';
import { canSee } from '../../lib/routing/menu.ts';
import { ROUTES } from '../../lib/routing/routes.ts';

// What the screen sweeps share (sideways-sweep.spec.ts, icon-buttons.spec.ts): a background task run first,
// since its indicator stays in the top bar on every screen after it, then a visit of every screen.

/** A move inside the page, as a menu link makes: the page and its tasks stay. */
export const moveTo = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** Every screen a user of `level` reaches by an address without a record's id ('/' is the dashboard's other). */
export const screensFor = (level: number): string[] =>
  ROUTES.filter((route) => route.path !== '/' && !route.path.includes(':') && canSee(route, level)).map(
    (route) => route.path,
  );

/**
 * Moves the contact whose last name is `mark` to the trash from the signed-in contact list: a bulk delete, a
 * background task. Ticks the marked row's own box: the last box could be a row the search has not yet taken
 * away. Resolves once the delete's toast says it is done.
 */
export async function trashMarkedContact(page: Page, mark: string): Promise<void> {
  await page.getByLabel('Search contacts').fill(mark);
  await page.getByRole('checkbox', { name: `Select ${mark}` }).check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(page.getByText(/moved to the trash/).first()).toBeVisible();
}
