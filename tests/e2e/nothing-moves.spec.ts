import { expect, test, type Locator } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expectNoAxeViolations,
  holdChunks,
  mainMenu,
  registerOwner,
  signIn,
} from './console-helpers.ts';

// "Nothing moves under the pointer" (docs/elements.md, "Nothing moves as it loads"): the parts of a screen that load after it (the
// sidebar's chunk, the article body's editor) arrive into the room kept for them. Each chunk is held until
// the screen is up, so that it arrives late on any machine.

const top = async (locator: Locator) => (await locator.boundingBox())?.y;
const left = async (locator: Locator) => (await locator.boundingBox())?.x;

test('neither the sidebar nor the article body’s editor moves the screen when it arrives (1280 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const menuChunk = await holdChunks(page, /\/signed-in-chrome-[\w-]{8}\.js$/);
  const editorChunk = await holdChunks(page, /\/rich-text-editor-[\w-]{8}\.js$/);
  await page.goto('/article/create');
  await signIn(page, 'admin@demo.test');
  const panel = page.locator('resource-panel');
  const hero = panel.getByRole('group', { name: 'Hero Image' });
  await expect(hero.getByText('No image')).toBeVisible();
  await expect(panel.getByRole('status').filter({ hasText: 'Loading the editor…' })).toBeVisible();
  expect(menuChunk.asked() && editorChunk.asked()).toBe(true);
  const main = page.getByRole('main');
  const mainLeft = await left(main);
  const heroTop = await top(hero);

  menuChunk.release();
  await expect(mainMenu(page)).toBeVisible();
  expect(await left(main)).toBe(mainLeft);
  expect(await top(hero)).toBe(heroTop);

  editorChunk.release();
  await expect(panel.getByRole('textbox', { name: 'Body' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Bold' })).toBeVisible();
  expect(await top(hero)).toBe(heroTop);
  await expectNoAxeViolations(page);
});

test('a panel’s loading line stands where its view will (1280 px)', async ({ page }) => {
  const area = await holdChunks(page, /\/article-[\w-]{8}\.js$/);
  await page.goto('/article/list');
  await signIn(page, 'admin@demo.test');
  const panel = page.locator('resource-panel');
  await expect(panel.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  const panelTop = await top(panel);
  area.release();
  await expect(panel.getByRole('heading', { name: 'Articles' })).toBeVisible();
  expect(await top(panel)).toBe(panelTop);
});

test('a list’s tools and the Files quota keep their room while they are read (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/[?&]module=list_prefs&command=read\b|[?&]command=usage\b/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/file-repository/list');
  await signIn(page, 'admin@demo.test');
  const panel = page.locator('resource-panel');
  const filter = panel.getByRole('button', { name: 'Filter', exact: true });
  const folder = panel.getByRole('combobox', { name: 'Folder' });
  await expect(filter).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Columns' })).toBeDisabled();
  const [filterTop, folderTop] = [await top(filter), await top(folder)];
  // The disabled tools and the quota line held hidden are as accessible as the rest.
  await expectNoAxeViolations(page);

  release();
  await expect(panel.getByRole('button', { name: 'Columns' })).toBeEnabled();
  await expect(panel.getByTestId('storage-usage')).toHaveText(/^Storage: /);
  await expect(panel.getByTestId('storage-usage')).toBeVisible();
  expect([await top(filter), await top(folder)]).toEqual([filterTop, folderTop]);
  await expectNoAxeViolations(page);
});

test('on a phone a list is cards from its first render, and its rows push no footer out of view (390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // Every element a shadow root of the page ever holds, as it is added: a table drawn for a frame and then
  // replaced by cards would be gone by the time a test could look.
  await page.addInitScript(() => {
    const added: string[] = [];
    Object.defineProperty(window, '__addedTags', { value: added });
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attach.call(this, init);
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof Element)
              added.push(node.tagName, ...[...node.querySelectorAll('*')].map((el) => el.tagName));
          }
        }
      }).observe(root, { childList: true, subtree: true });
      return root;
    };
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/[?&]module=user&command=list\b/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/user/list');
  await signIn(page, 'admin@demo.test');
  const panel = page.locator('resource-panel');
  await expect(panel.getByText('Loading…')).toBeVisible();
  // The footer starts below the fold while the rows are read, so they cannot push it out of view.
  const footer = page.getByRole('contentinfo');
  expect((await footer.boundingBox())!.y).toBeGreaterThanOrEqual(800);
  release();
  await expect(panel.getByRole('list', { name: 'Users' }).getByRole('listitem').first()).toBeVisible();
  const added = await page.evaluate(() => (window as unknown as { __addedTags: string[] }).__addedTags);
  expect(added.includes('LI'), 'cards were drawn').toBe(true);
  expect(added.includes('TABLE'), 'a table was drawn before the cards').toBe(false);
  await expectNoAxeViolations(page);
});

test('the profile’s later sections come into the room kept for them (1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // What the room is kept for (elements/profile-panel/styles.css.ts): one session, no passkey.
  const email = await registerOwner(page.request, 'room', DEMO_PASSWORD);
  await page.goto('/profile');
  await signIn(page, email);
  const profile = page.locator('profile-panel');
  // The owner's registration signed in too: that session ends, and this one is the only one.
  await profile.getByRole('button', { name: 'End all other sessions' }).click();
  await profile.getByRole('dialog').getByRole('button', { name: 'End', exact: true }).click();
  await expect(profile.getByRole('list', { name: 'Your sessions' }).getByRole('listitem')).toHaveCount(1);
  const later = await holdChunks(
    page,
    /\/(language-section|security-section|sessions-section)-[\w-]{8}\.js$/,
  );
  await page.reload();
  const services = page.locator('druidia-connections');
  await expect(services.getByRole('heading', { name: 'Service Connections' })).toBeVisible();
  await expect.poll(later.asked).toBe(true);
  await expect(profile.getByText('Account room')).toBeVisible();
  const servicesTop = await top(services);

  later.release();
  await expect(profile.getByRole('list', { name: 'Your sessions' }).getByRole('listitem')).toHaveCount(1);
  await expect(profile.getByRole('combobox', { name: /language/i })).toBeVisible();
  await expect(profile.getByText('No passkeys yet.')).toBeVisible();
  // To within a few pixels: the room is written in em, the sections in their own lines and gaps.
  expect(Math.abs((await top(services))! - servicesTop!)).toBeLessThanOrEqual(4);
  await expectNoAxeViolations(page);
});

test('a list’s pager comes with its first page, not before it, in the gallery too (390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/[?&]module=image&command=list\b/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto('/image/gallery');
  await signIn(page, 'admin@demo.test');
  const panel = page.locator('resource-panel');
  await expect.poll(() => asked).toBe(true);
  const pager = panel.locator('[part="pagination"]');
  await expect(pager).toHaveCount(0);
  release();
  await expect(pager).toBeVisible();
  await expectNoAxeViolations(page);
});
