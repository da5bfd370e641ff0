import { expect, test, type Locator } from '@playwright/test';
import { holdChunks, mainMenu, signIn } from './console-helpers.ts';

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
});
