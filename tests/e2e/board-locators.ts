import type { Page } from '@playwright/test';

/** The Task Board's parts as a user finds them (docs/behaviour.md, Task Board). */
export const panel = (page: Page) => page.locator('resource-panel');
export const column = (page: Page, name: string) => panel(page).locator(`[data-column="${name}"]`);
export const card = (page: Page, title: string) =>
  panel(page)
    .locator('li[data-card]')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) });
export const handle = (page: Page, title: string) =>
  card(page, title).getByRole('button', { name: new RegExp(`^Move “${title}”`) });
