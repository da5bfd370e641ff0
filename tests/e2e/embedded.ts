import type { Server } from 'node:http';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { serveEmbeddingSite, type EmbeddedTag } from './embed-server.ts';

// Shared by the specs that embed one panel alone on another origin than the API.

export const API_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT}`;
export const SITE_ORIGIN = `http://127.0.0.1:${process.env.E2E_EMBED_PORT}`;
export const DEMO_PASSWORD = 'demo-password';

/** Starts the embedding site for the spec file's tests. */
export function useEmbeddingSite(): void {
  let server: Server;
  test.beforeAll(async () => {
    server = await serveEmbeddingSite(Number(process.env.E2E_EMBED_PORT), API_ORIGIN);
  });
  test.afterAll(() => new Promise<void>((done) => server.close(() => done())));
}

/** Opens the page of `tag` and signs in with the form the panel shows in place. */
export async function openSignedIn(page: Page, tag: EmbeddedTag, email: string): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${SITE_ORIGIN}/${tag}.html`);
  await signInInPanel(page, tag, email);
  expect(errors).toEqual([]);
}

/** Signs in with the form a panel (any tag) shows in place while nobody is signed in. */
export async function signInInPanel(page: Page, tag: string, email: string): Promise<void> {
  const panel = page.locator(tag);
  await expect(panel.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await panel.getByLabel('Email Address').fill(email);
  await panel.getByLabel('Password').fill(DEMO_PASSWORD);
  await panel.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(panel.getByRole('heading', { name: 'Sign in to your account' })).toBeHidden();
}

export const toast = (page: Page, text: string) =>
  page.locator('[part~="toasts"] li').filter({ hasText: text }).first();

/** Nothing broke the page's CSP and nothing was added to its head. */
export async function expectCleanPage(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
  expect(await page.locator('head style').count()).toBe(0);
}

export { expectNoAxeViolations } from './console-helpers.ts';

/** Screenshots at the two widths the kit is checked at, into the test's output folder. */
export async function screenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.mouse.move(0, 0);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
