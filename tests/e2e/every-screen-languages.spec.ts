import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, DEMO_PASSWORD, expectNoAxeViolations } from './console-helpers.ts';

// docs/architecture.md, texts and languages: every screen group of the console in Spanish and in both
// pseudo-locales, at 1280 and 390 px. en-XA brackets and accents every text of a catalog, so a text of
// the console's own chrome without them, on any screen, bypassed the catalog; ar-XB is right-to-left. Screenshots land in
// /tmp/lang-shots for a person to look at.

test.describe.configure({ timeout: 300_000 });

const SHOTS = '/tmp/lang-shots';
const WIDTHS = [1280, 390] as const;

// One screen of each group: the dashboard, the profile, a list, a form, trash, bulk upload, a calendar, a
// board, a gallery, a report, an order, the reorder, jobs, activity, sync, capture, files, the gate.
const SCREENS = [
  '/dashboard',
  '/profile',
  '/contact/list',
  '/contact/create',
  '/contact/edit/{contact_id}',
  '/contact/trash',
  '/contact/bulk-upload',
  '/broadcast/calendar',
  '/broadcast/report/{broadcast_id}',
  '/rodeo/ticket-orders',
  '/rodeo/ticket-orders/{ticket_order_id}',
  '/task/board',
  '/image/gallery',
  '/helpbot/reorder',
  '/admin/jobs',
  '/admin/activity',
  '/rodeo/sync',
  '/data/dashboard',
  '/file-repository/list',
  '/user/api/list',
  '/rodeo/checkin/{rodeo_id}',
] as const;

/** Each screen's address, with the first record of its area where it names one. */
async function addresses(request: APIRequestContext): Promise<string[]> {
  const call = await apiAs(request, 'super@demo.test');
  const firstId = async (key: string): Promise<string> => {
    const area = key.replace(/_id$/, '');
    const response = await call(area, 'list', { limit: 1, page: 1 });
    const { payload } = (await response.json()) as { payload: { list: Record<string, unknown>[] } };
    return String(payload.list[0]![key]);
  };
  const paths: string[] = [];
  for (const screen of SCREENS) {
    const key = /\{(\w+)\}/.exec(screen)?.[1];
    const path = key ? screen.replace(`{${key}}`, await firstId(key)) : screen;
    paths.push(path);
  }
  return paths;
}

async function settle(page: Page): Promise<void> {
  await expect(page.locator('[part~="user-menu-button"]').first()).toBeVisible();
  // The pseudo-locale's "Loading…" is accented: any form of it means the screen is not in yet.
  await expect(page.locator('[role="status"]', { hasText: /L.{0,3}[oö].{0,3}[aå].{0,3}[dđ]/ })).toHaveCount(
    0,
  );
}

// Texts of the console's own chrome (headings, buttons, labels, headers, their accessible names), through
// every shadow root; the records' own values (cells, options, cards' titles, the user's name) are data, and
// so are dates and times (<time>: the pseudo-locales format as English).
const chromeTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const CHROME = 'h1, h2, h3, h4, button, label, th, legend, [role="tab"], [role="menuitem"], nav a, p, dt';
    const DATA =
      'td, [role="cell"], [role="gridcell"], option, [part~="user-menu-button"], [data-record], article h3';
    const texts: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll<HTMLElement>('*')) {
        if (element.shadowRoot) visit(element.shadowRoot);
        if (!element.matches(CHROME) || element.closest(DATA) || !element.checkVisibility()) continue;
        let text = element.innerText;
        for (const inner of element.querySelectorAll<HTMLElement>(`${DATA}, time`))
          text = text.replace(inner.innerText, '');
        const own = [text, element.getAttribute('aria-label') ?? ''];
        texts.push(...own.map((text) => text.trim()).filter((text) => /[A-Za-z]{2}/.test(text)));
      }
    };
    visit(document);
    return texts;
  });

// The innermost elements that reach past the page's right edge, to say what scrolls sideways.
const pastTheEdge = (page: Page, width: number): Promise<string[]> =>
  page.evaluate((edge) => {
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll<HTMLElement>('*')) {
        if (element.shadowRoot) visit(element.shadowRoot);
        const { right } = element.getBoundingClientRect();
        if (right > edge + 1 && element.children.length === 0)
          found.push(
            `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 40)}"`,
          );
      }
    };
    visit(document);
    return found.slice(0, 5);
  }, width);

// What en-XA makes of a catalog's text (lib/i18n/pseudo.ts): accented letters.
const PSEUDO = /[åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ]/;

for (const { locale, lang, dir } of [
  { locale: 'es-ES', lang: 'es', dir: 'ltr' },
  { locale: 'en-XA', lang: 'en-XA', dir: 'ltr' },
  { locale: 'ar-XB', lang: 'ar-XB', dir: 'rtl' },
] as const) {
  test.describe(`every screen group in ${lang}`, () => {
    test.use({ locale });

    test(`at ${WIDTHS.join(' and ')} px: the page's language and direction, nothing sideways${lang === 'es' ? '' : ', axe clean'}`, async ({
      page,
      request,
    }) => {
      mkdirSync(SHOTS, { recursive: true });
      const paths = await addresses(request);
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto('/dashboard');
      await page.locator('input[type="email"]').fill('super@demo.test');
      await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
      await page.locator('button[type="submit"]').click();
      await expect(page.locator('[part~="user-menu-button"]').first()).toBeVisible();
      const untranslated = new Map<string, string[]>();
      for (const path of paths) {
        await page.setViewportSize({ width: WIDTHS[0], height: 900 });
        await page.goto(path);
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('[part~="user-menu-button"]').first()).toBeVisible();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await page.mouse.move(0, 0);
          const slug = path.slice(1).replace(/\//g, '-');
          await page.screenshot({ path: `${SHOTS}/${lang}-${slug}-${width}.png` });
          const sideways = await page.evaluate(() => document.scrollingElement!.scrollWidth);
          if (sideways > width) expect(await pastTheEdge(page, width), `${path} at ${width} px`).toEqual([]);
          // axe's rules read the structure, which no language changes: en-XA (left to right, every text
          // longer) and ar-XB (right to left) check it, Spanish does not again (a minute of the e2e run).
          if (lang !== 'es') await expectNoAxeViolations(page);
        }
        const boxes = page.locator('[lang][dir]').filter({ has: page.locator('*') });
        await expect(boxes.first()).toHaveAttribute('dir', dir);
        if (lang === 'en-XA') {
          const left = (await chromeTexts(page)).filter((text) => !PSEUDO.test(text));
          if (left.length) untranslated.set(path, [...new Set(left)]);
        }
      }
      expect(Object.fromEntries(untranslated)).toEqual({});
    });
  });
}
