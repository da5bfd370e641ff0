import { expect, test, type Locator, type Page } from '@playwright/test';
import { BREAKPOINT_WIDTHS } from '../../lib/media/renditions.ts';
import { API_ORIGIN, DEMO_PASSWORD, SITE_ORIGIN, screenshots } from '../e2e/embedded.ts';
import authEs from '../../elements/auth-form/texts.es.ts';
import { en as stripeEn } from '../../elements/stripe-connections/texts.ts';
import stripeEs from '../../elements/stripe-connections/texts.es.ts';
import tasksEs from '../../lib/tasks/texts.es.ts';
import { PAGE_TOKENS, THEMES, useMatrixSite, type Case } from './matrix-site.ts';

// The embed matrix (issue 11): the kit in each kind of page it is made for, on another origin than the
// API. Every case signs in, shows data, gets the elements' events to the page, keeps the page's CSS out
// of the elements and the elements' CSS out of the page, and adds nothing to the document head.

const EMAIL = 'circuit@demo.test';
// The theme's defaults (elements/runtime/theme.css.ts) as computed styles.
const KIT_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const KIT_TEXT = 'rgb(31, 41, 55)';

const seededImage = useMatrixSite();

/** The head's children (tag and src or href) as served and as they are now. */
async function headChildren(page: Page, name: Case) {
  const html = await (await page.request.get(`${SITE_ORIGIN}/${name}.html`)).text();
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  // Parsed here rather than with DOMParser in the page, whose <style> the page's CSP would report.
  const served = [...head.matchAll(/<(meta|title|style|script|link)\b([^>]*)>/g)].map(
    ([, tag, attributes]) => `${tag} ${/(?:src|href)="([^"]*)"/.exec(attributes!)?.[1] ?? ''}`,
  );
  const now = await page.evaluate(() =>
    [...document.head.children].map(
      (child) => `${child.localName} ${child.getAttribute('src') ?? child.getAttribute('href') ?? ''}`,
    ),
  );
  return { served, now };
}

async function open(
  page: Page,
  name: string,
): Promise<{ profile: Locator; resources: Locator; errors: string[] }> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${SITE_ORIGIN}/${name}.html`);
  const profile = page.locator('profile-panel');
  const resources = page.locator('resource-panel');
  await expect(profile.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible({
    timeout: 15_000,
  });
  await profile.getByLabel('Email Address').fill(EMAIL);
  await profile.getByLabel('Password').fill(DEMO_PASSWORD);
  await profile.getByRole('button', { name: 'Sign in', exact: true }).click();
  // One session for the page: the other panel is signed in too.
  await expect(profile.getByRole('region', { name: 'User Information' })).toContainText(EMAIL, {
    timeout: 15_000,
  });
  await expect(resources.getByText('Ortega Western Wear')).toBeVisible({ timeout: 15_000 });
  return { profile, resources, errors };
}

/** Opens the user form and leaves it: the panel fires `cancel`. */
async function cancelUserEdit(profile: Locator): Promise<void> {
  const user = profile.getByRole('region', { name: 'User Information' });
  await user.getByRole('button', { name: 'Edit User Information' }).click();
  await user.getByRole('button', { name: 'Cancel' }).click();
  await expect(user.getByRole('button', { name: 'Edit User Information' })).toBeVisible();
}

/** The service connections and the status bar of the plain, CMS and two-builds pages show their data. */
async function expectMorePanels(page: Page): Promise<void> {
  const connections = page.locator('druidia-connections');
  await expect(connections.getByText('Shared with Account').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('task-status-bar').getByText('1 task(s) in progress')).toBeVisible();
}

/** The account's seeded Stripe connection, with the actions of a circuit admin (level 6), in `words`. */
async function expectStripeConnections(
  page: Page,
  words: Pick<typeof stripeEn, 'active' | 'testMode' | 'connect'> = stripeEn,
): Promise<void> {
  const stripe = page.locator('stripe-connections');
  // Other specs on this server may edit the archive connection or add one; this one stays.
  const row = stripe.locator('[part="connection"][data-account="acct_demoRodeoNetwork"]');
  await expect(row).toContainText(words.active, { timeout: 15_000 });
  await expect(row).toContainText(words.testMode);
  await expect(row).toContainText('••••');
  await expect(stripe.locator('[data-account="acct_otherProperty"]')).toHaveCount(0);
  const connect = stripe.getByRole('button', { name: words.connect, exact: true });
  await expect(connect).toHaveCSS('cursor', 'pointer');
  await expect(connect).not.toHaveCSS('display', 'inline');
}

/**
 * The seeded image, loaded from the API's /media/ at the breakpoint of its rendered width (the page's
 * device pixel ratio is 1), as AVIF with WebP and JPEG beside it; its `rendition-change` said which.
 * Returns that width. The page's CSS does not reach the <img>: it fills the element at the image's ratio.
 */
async function expectImage(page: Page): Promise<number> {
  const image = seededImage();
  const element = page.locator('image-delivery');
  const img = element.getByRole('img', { name: image.alt });
  // Lazy loading: the browser fetches it as it comes near the viewport.
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  const box = await element.evaluate((host) => host.getBoundingClientRect().width);
  const width = BREAKPOINT_WIDTHS.find((w) => w >= box) ?? BREAKPOINT_WIDTHS.at(-1)!;
  const url = `${API_ORIGIN}/media/${image.key}/${width}`;
  const shown = await element.evaluate((host) => {
    const img = host.shadowRoot!.querySelector('img')!;
    return {
      sources: [...host.shadowRoot!.querySelectorAll('picture > source')].map((source) => [
        source.getAttribute('type'),
        source.getAttribute('srcset'),
      ]),
      src: img.src,
      currentSrc: img.currentSrc,
      naturalWidth: img.naturalWidth,
      size: [img.getBoundingClientRect().width, img.getBoundingClientRect().height],
    };
  });
  expect(shown).toEqual({
    sources: [
      ['image/avif', `${url}.avif`],
      ['image/webp', `${url}.webp`],
    ],
    src: `${url}.jpg`,
    currentSrc: `${url}.avif`,
    naturalWidth: Math.min(width, image.width),
    size: [box, expect.closeTo((box * image.height) / image.width, 0)],
  });
  await expect(img).toHaveCSS('display', 'block');
  await expect(img).toHaveCSS('border-top-width', '0px');
  return width;
}

const renditionEvent = (width: number) =>
  expect.stringMatching(new RegExp(`^image-delivery rendition-change \\{.*"width":${width}\\b`));

/** The element keeps the kit's look whatever the page's CSS, and the kit's rules stay out of the page. */
async function expectStylesApart(page: Page, profile?: Locator): Promise<void> {
  // Every element's shadow tree starts from the theme's font and colour.
  const tops = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((host) => host.shadowRoot)
      .flatMap((host) =>
        [...host.shadowRoot!.children].map((child) => {
          const style = getComputedStyle(child);
          return { host: host.localName, font: style.fontFamily, red: style.color === 'rgb(255, 0, 0)' };
        }),
      ),
  );
  expect(tops.length).toBeGreaterThan(0);
  // image-delivery shows no text of its own (its install error sets its font): it is checked by expectImage.
  for (const top of tops.filter(({ host }) => host !== 'image-delivery'))
    expect(top, top.host).toMatchObject({ font: KIT_FONT, red: false });
  if (profile) {
    const section = profile.locator('[part~="section"]').first();
    await expect(section).toHaveCSS('font-family', KIT_FONT);
    await expect(section).toHaveCSS('font-size', '14px');
    await expect(section).toHaveCSS('color', KIT_TEXT);
    const edit = profile.getByRole('button', { name: 'Edit User Information' });
    await expect(edit).toHaveCSS('cursor', 'pointer');
    await expect(edit).not.toHaveCSS('display', 'inline');
  }
  // The kit sets border-box on everything in its shadow roots; the page's own elements keep content-box.
  await expect(page.locator('p').first()).toHaveCSS('box-sizing', 'content-box');
}

async function expectCleanPage(page: Page, name: Case, errors: string[]): Promise<void> {
  const head = await headChildren(page, name);
  expect(head.now).toEqual(head.served);
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
  expect(errors).toEqual([]);
}

const pageEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { pageEvents: string[] }).pageEvents);
const cmsEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { cmsEvents: string[] }).cmsEvents);

/**
 * A page written by hand (plain, two builds, CMS): every panel works, the events it logs (`log`) include
 * the profile's cancel and the image's rendition, and no style crosses the shadow boundary either way.
 */
async function expectEveryPanel(page: Page, name: string, log: (page: Page) => Promise<string[]>) {
  const opened = await open(page, name);
  await expectMorePanels(page);
  await expectStripeConnections(page);
  const width = await expectImage(page);
  await cancelUserEdit(opened.profile);
  expect(await log(page)).toContain('profile-panel cancel {"section":"user"}');
  expect(await log(page)).toContainEqual(renditionEvent(width));
  await expectStylesApart(page, opened.profile);
  return opened;
}

test('plain HTML page: attributes in markup, events with addEventListener', async ({ page }) => {
  const { errors } = await expectEveryPanel(page, 'plain', pageEvents);
  await expectCleanPage(page, 'plain', errors);
});

for (const name of ['react', 'vue'] as const) {
  test(`${name} app: properties from the app's state, events through the framework's bindings`, async ({
    page,
  }) => {
    const { profile, resources, errors } = await open(page, name);
    const events = page.getByRole('list', { name: 'Events' });
    await cancelUserEdit(profile);
    await expect(events).toContainText('profile-panel cancel user');
    // The app sets the `view` property; the panel's cancel event sets it back through the app's state.
    await page.getByRole('button', { name: 'New sponsor' }).click();
    await expect(resources).toHaveAttribute('view', 'create');
    await resources.getByRole('button', { name: 'Cancel' }).click();
    await expect(events).toContainText('resource-panel cancel sponsor');
    await expect(resources).toHaveAttribute('view', 'list');
    await expect(resources.getByText('Ortega Western Wear')).toBeVisible();
    await expectStripeConnections(page);
    const width = await expectImage(page);
    await expect(events).toContainText(`image-delivery rendition-change ${width}`);
    await expectStylesApart(page, profile);
    await expectCleanPage(page, name, errors);
  });
}

test('CMS admin page: nonce CSP, hostile global CSS and jQuery-era globals', async ({ page }, testInfo) => {
  const { errors } = await expectEveryPanel(page, 'cms', cmsEvents);
  // The page's own rules still hold for the page.
  const heading = page.getByRole('heading', { name: 'Site settings' });
  await expect(heading).toHaveCSS('font-size', '20px');
  await expect(heading).toHaveCSS('color', 'rgb(255, 0, 0)');
  await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCSS('display', 'inline');
  // The page's img rule holds for the page's own image; the kit's image CSS stays in its shadow root.
  const icon = page.getByRole('img', { name: 'Plugin icon' });
  await expect(icon).toHaveCSS('display', 'inline');
  await expect(icon).toHaveCSS('border-top-width', '6px');
  await expect(icon).toHaveCSS('height', '40px');
  await screenshots(page, testInfo, 'cms');
  await expectCleanPage(page, 'cms', errors);
});

test('two copies of the kit on one page: each defines what the other has not, both work', async ({
  page,
}) => {
  const { errors } = await expectEveryPanel(page, 'two-builds', pageEvents);
  await expectCleanPage(page, 'two-builds', errors);
});

test('admin-shell around a CMS screen: sign in, menu, slotted page content, events of the status bar', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${SITE_ORIGIN}/shell.html`);
  const shell = page.locator('admin-shell');
  await expect(shell.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible({
    timeout: 15_000,
  });
  await shell.getByLabel('Email Address').fill(EMAIL);
  await shell.getByLabel('Password').fill(DEMO_PASSWORD);
  await shell.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(shell.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 15_000 });
  await expect(shell.locator('[part~="title"]')).toHaveText('Rodeo Network');
  await expect(shell.locator('[part~="footer"]')).toContainText(EMAIL);
  // The slot shows the page's own content, styled by the page.
  const screen = page.getByRole('heading', { name: 'Plugin screen' });
  await expect(screen).toBeVisible();
  await expect(screen).toHaveCSS('font-family', 'serif');
  await shell
    .locator('task-status-bar')
    .getByRole('button', { name: /task\(s\) in progress/ })
    .click();
  // The status bar's event crosses the shell's shadow root, retargeted to the shell.
  await expect.poll(() => pageEvents(page)).toContain('admin-shell toggle {"open":true}');
  await expectStylesApart(page);
  await expectCleanPage(page, 'shell', errors);
});

test('a token set on the page reaches every element of the kit', async ({ page }) => {
  await page.goto(`${SITE_ORIGIN}/tokens.html`);
  // Every element custom-elements.json lists, signed out (the panels show their sign-in form).
  const tags = await page.evaluate(() =>
    [...document.querySelector('main')!.children].map((e) => e.localName),
  );
  expect(tags).toContain('image-delivery');
  const tokens = {
    text: PAGE_TOKENS['--console-text-color'],
    image: PAGE_TOKENS['--console-image-placeholder'],
  };
  for (const tag of tags) {
    const shown = () =>
      page.locator(tag).evaluate((host, { text, image }) => {
        const styles = [...host.shadowRoot!.querySelectorAll('*')].map((element) =>
          getComputedStyle(element),
        );
        return styles.some((style) => style.color === text || style.backgroundColor === image);
      }, tokens);
    await expect.poll(shown, { message: `${tag} uses the page's token`, timeout: 15_000 }).toBe(true);
  }
});

// The themes of docs/embedding.md. `DOCS_SCREENSHOTS=1` writes their pictures into docs/images.
const THEMED = {
  dark: { surface: 'rgb(17, 24, 39)', text: 'rgb(243, 244, 246)', border: '1px' },
  brand: { surface: 'rgb(255, 253, 249)', text: 'rgb(59, 36, 20)', border: '4px' },
};
for (const theme of THEMES) {
  test(`the ${theme} theme: --console-* tokens and ::part() only`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { profile } = await open(page, `theme-${theme}`);
    const section = profile.locator('[part~="section"]').first();
    await expect(section).toHaveCSS('background-color', THEMED[theme].surface);
    await expect(section).toHaveCSS('color', THEMED[theme].text);
    await expect(section).toHaveCSS('border-top-width', THEMED[theme].border);
    await page.mouse.move(0, 0);
    const path = process.env.DOCS_SCREENSHOTS
      ? `docs/images/theme-${theme}.png`
      : testInfo.outputPath(`${theme}.png`);
    await page.screenshot({ path, fullPage: true });
  });
}

// docs/embedding.md, language and direction: the same pages with `<html lang="es">` (served at
// /es/<case>.html) show every element in Spanish, sign in and show their data, and keep the page clean.
const kitLanguages = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((host) => host.shadowRoot && host.localName !== 'image-delivery')
      .map((host) => [host.localName, host.shadowRoot!.querySelector('[lang]')?.getAttribute('lang')]),
  );

for (const name of ['plain', 'react', 'vue', 'cms'] as const) {
  test(`${name} page in Spanish (lang="es"): every element speaks it, signs in and shows its data`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${SITE_ORIGIN}/es/${name}.html`);
    const profile = page.locator('profile-panel');
    await expect(profile.getByRole('heading', { name: authEs.signInTitle })).toBeVisible({ timeout: 15_000 });
    await profile.getByLabel(authEs.email).fill(EMAIL);
    await profile.getByLabel(authEs.password).fill(DEMO_PASSWORD);
    await profile.getByRole('button', { name: authEs.signIn, exact: true }).click();
    await expect(page.locator('resource-panel').getByText('Ortega Western Wear')).toBeVisible({
      timeout: 15_000,
    });
    const languages = await kitLanguages(page);
    expect(languages.length).toBeGreaterThan(1);
    for (const [tag, lang] of languages) expect(lang, tag!).toBe('es');
    if (name === 'plain' || name === 'cms') {
      const running = tasksEs.running.one.replace('{count}', '1');
      await expect(page.locator('task-status-bar').getByText(running)).toBeVisible();
    }
    await expectStripeConnections(page, stripeEs);
    expect(errors).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });
}
