import { expect, test, type Page } from '@playwright/test';
import { moveTo, screensFor, trashMarkedContact } from './after-a-task.ts';
import { apiAs, expectNoAxeViolations, signIn } from './console-helpers.ts';

// docs/behaviour.md#states: a button that shows only an icon has a name for assistive technology AND a
// tooltip for the eye (aria-label and title), on every screen, the top bar's task icon included.

const SUPER_LEVEL = 9;

/** Every shown button without visible text that lacks an aria-label or a title. */
const unlabelled = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot);
        if (!(el instanceof HTMLElement) || (el.tagName !== 'BUTTON' && el.getAttribute('role') !== 'button'))
          continue;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
        // A switch is named by the label beside it; a button with any text (a day's number) is not icon-only.
        if (el.getAttribute('role') === 'switch' || el.innerText.trim() !== '') continue;
        const named = el.getAttribute('aria-label') || el.getAttribute('aria-labelledby');
        if (!named || !el.title) out.push(`${el.getAttribute('aria-label') ?? el.outerHTML.slice(0, 80)}`);
      }
    };
    visit(document);
    return out;
  });

for (const width of [1280, 390]) {
  test(`at ${width} px every icon-only button on every screen has an aria-label and a tooltip`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const mark = `Icons${width}${Date.now()}`;
    const call = await apiAs(request, 'super@demo.test');
    await call('contact', 'create', {
      first_name: 'Icon',
      last_name: mark,
      email: `${mark.toLowerCase()}@example.test`,
    });
    const kept = await call('contact', 'create', {
      first_name: 'Kept',
      last_name: 'Icons',
      email: `kept.${Date.now()}@example.test`,
    });
    const id = ((await kept.json()) as { payload: { contact_id: number } }).payload.contact_id;

    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact/list');
    await signIn(page, 'super@demo.test');
    // A background task has run: the top bar (390 px) carries its icon from then on.
    // A background task has run: the top bar (390 px) carries its icon from then on.
    await trashMarkedContact(page, mark);
    if (width === 390) await expect(page.getByRole('button', { name: /: show tasks$/ })).toBeVisible();

    const screens = screensFor(SUPER_LEVEL);
    const found: string[] = [];
    for (const path of [...screens, `/contact/edit/${id}`]) {
      await moveTo(page, path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      for (const button of await unlabelled(page)) found.push(`${path}: ${button}`);
    }
    await expectNoAxeViolations(page);
    expect([...new Set(found)]).toEqual([]);
  });
}
