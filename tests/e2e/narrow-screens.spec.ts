import { expect, test, type Page } from '@playwright/test';
import { canSee } from '../../lib/routing/menu.ts';
import { ROUTES } from '../../lib/routing/routes.ts';
import { apiAs, signIn } from './console-helpers.ts';

// docs/behaviour.md#states: no page scrolls sideways at 390 px, in any state. Once a background task has
// run, the top bar carries the task indicator on every screen after it (the tasks live as long as the
// page), which once made every page 426 px wide.

const ADMIN_LEVEL = 7;

/** A move inside the page, as a menu link makes: the page and its tasks stay. */
const moveTo = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

test('no screen scrolls sideways at 390 px after a background task has run', async ({ page, request }) => {
  test.setTimeout(180_000);
  const mark = `Narrow${Date.now()}`;
  const call = await apiAs(request, 'admin@demo.test');
  const created = await call('contact', 'create', {
    first_name: 'Wide',
    last_name: mark,
    email: `${mark.toLowerCase()}@example.test`,
  });
  expect(created.ok()).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact/list');
  await signIn(page, 'admin@demo.test');
  await page.getByLabel('Search contacts').fill(mark);
  await expect(page.getByText(mark, { exact: true })).toBeVisible();
  // The marked row's own box: the last box could be a row the search has not yet taken away.
  await page.getByRole('checkbox', { name: `Select ${mark}` }).check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Delete/ })
    .click();
  const indicator = page.getByRole('button', { name: /: show tasks$/ });
  await expect(indicator).toBeVisible();

  // '/' is the dashboard's other address.
  const screens = ROUTES.filter(
    (route) => route.path !== '/' && !route.path.includes(':') && canSee(route, ADMIN_LEVEL),
  );
  expect(screens.length).toBeGreaterThan(20);
  const wide: string[] = [];
  for (const screen of screens) {
    await moveTo(page, screen.path);
    await expect(page).toHaveURL(screen.path);
    // The screen has drawn (its heading, or the dashboard's greeting), with the indicator still there.
    await expect(page.getByRole('heading', { level: 1 }).first(), screen.path).toBeVisible();
    await expect(indicator).toBeVisible();
    const width = await pageWidth(page);
    if (width > 390) wide.push(`${screen.path}: ${width} px`);
  }
  expect(wide).toEqual([]);
});
