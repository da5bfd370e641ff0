import { expect, test, type Page } from '@playwright/test';
import { moveTo, screensFor, trashMarkedContact } from './after-a-task.ts';
import { apiAs, expectNoAxeViolations, signIn } from './console-helpers.ts';

// docs/behaviour.md#states: no page scrolls sideways at 390 px, in any state, and nothing inside the
// console's shadow roots reaches past the viewport unless a scrolling box of its own holds it (a wide
// table scrolls inside its frame, never the page). The sweep runs after a background task, whose icon the
// top bar then carries on every screen, and covers what the menu lists plus the profile, a record's edit
// screen with its History open, the trash and the jobs.

const SUPER_LEVEL = 9;
const WIDTH = 390;

/** The page's scroll width, and every element in a shadow root that sticks out of the viewport unheld. */
const overflow = (page: Page) =>
  page.evaluate((width) => {
    const out: string[] = [];
    const clips = (el: Element): boolean => {
      for (let node: Node | null = el.parentNode; node;) {
        if (node instanceof ShadowRoot) node = node.host;
        if (!(node instanceof Element) || node === document.documentElement) return false;
        const style = getComputedStyle(node);
        if (style.overflowX !== 'visible' && node.getBoundingClientRect().right <= width + 1) return true;
        node = node.parentNode;
      }
      return false;
    };
    const visit = (root: Document | ShadowRoot, inShadow: boolean) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot, true);
        if (!inShadow) continue;
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.position === 'fixed') continue;
        if ((rect.right > width + 1 || rect.left < -1) && !clips(el)) {
          const name = `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`;
          out.push(`${name} ${Math.round(rect.left)}–${Math.round(rect.right)}`);
        }
      }
    };
    visit(document, false);
    return { scrollWidth: document.scrollingElement!.scrollWidth, sticking: out.slice(0, 5) };
  }, WIDTH);

test('at 390 px after a background task, no screen scrolls sideways and nothing sticks out of the viewport', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const mark = `Sweep${Date.now()}`;
  const call = await apiAs(request, 'super@demo.test');
  const kept = await call('contact', 'create', {
    first_name: 'Kept',
    last_name: 'Sweeper',
    email: `kept.${Date.now()}@example.test`,
  });
  expect(kept.ok()).toBe(true);
  const keptId = ((await kept.json()) as { payload: { contact_id: number } }).payload.contact_id;
  const updated = await call('contact', 'update', { contact_id: keptId, city: 'Springfield' }, 'PUT');
  expect(updated.ok()).toBe(true);
  const gone = await call('contact', 'create', {
    first_name: 'Gone',
    last_name: mark,
    email: `${mark.toLowerCase()}@example.test`,
  });
  expect(gone.ok()).toBe(true);

  await page.setViewportSize({ width: WIDTH, height: 844 });
  await page.goto('/contact/list');
  await signIn(page, 'super@demo.test');
  await trashMarkedContact(page, mark);
  const indicator = page.getByRole('button', { name: /: show tasks$/ });
  await expect(indicator).toBeVisible();

  const screens = screensFor(SUPER_LEVEL);
  expect(screens).toEqual(expect.arrayContaining(['/profile', '/contact/trash']));
  expect(screens).toContain('/admin/jobs');
  const found: string[] = [];
  const measure = async (label: string) => {
    await expect(indicator).toBeVisible();
    const { scrollWidth, sticking } = await overflow(page);
    if (scrollWidth > WIDTH || sticking.length)
      found.push(`${label}: ${scrollWidth} px ${sticking.join(', ')}`);
  };
  for (const path of [...screens, `/contact/edit/${keptId}`]) {
    await moveTo(page, path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await measure(path);
  }
  // The record's own History, in its panel: the drawer's menu is hidden at this width.
  await page.locator('resource-panel').getByText('History', { exact: true }).click();
  await expect(page.getByRole('list', { name: 'History of this contact' })).toBeVisible();
  await measure('History');
  await expectNoAxeViolations(page);
  expect(found).toEqual([]);
});
