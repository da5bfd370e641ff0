import { expect, test, type Browser, type Page } from '@playwright/test';
import { column, handle, panel } from './board-locators.ts';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';
import { demoSale } from './demo-sale.ts';

// docs/behaviour.md#live-changes: the board and the dashboard follow what colleagues do, without a reload.

async function signedIn(browser: Browser, email: string, path: string, width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await page.goto(path);
  await signIn(page, email);
  await expect(page).toHaveURL(path);
  return page;
}

test('a card a colleague moves moves on the other board, and keeps its focus', async ({ browser }) => {
  // The board is the super admin's (lib/resources/task-card.area.ts): two sessions of the demo's one.
  const mover = await signedIn(browser, 'super@demo.test', '/task/board', 1280);
  const watcher = await signedIn(browser, 'super@demo.test', '/task/board', 390);
  const title = `Live card ${Date.now()}`;
  const create = panel(mover).getByRole('button', { name: 'Create Task Card' });
  await create.click();
  const dialog = panel(mover).getByRole('dialog', { name: 'Create Task Card' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('button', { name: 'Create Task Card' }).click();
  await expect(dialog).toBeHidden();

  // A new card shows on the other board by itself.
  await expect(column(watcher, 'todo').locator('li[data-card]').filter({ hasText: title })).toBeVisible();
  await handle(watcher, title).focus();

  // Moved by keyboard on the first board: one column right.
  await handle(mover, title).focus();
  await mover.keyboard.press('Space');
  await mover.keyboard.press('ArrowRight');
  await mover.keyboard.press('Space');
  await expect(column(mover, 'doing')).toContainText(title);

  await expect(column(watcher, 'doing')).toContainText(title);
  await expect(column(watcher, 'todo')).not.toContainText(title);
  // Focus went with the card to its new column.
  await expect(handle(watcher, title)).toBeFocused();
  await expect(handle(watcher, title)).toHaveAccessibleName(/Doing/);
  for (const [page, width] of [
    [mover, 1280],
    [watcher, 390],
  ] as const) {
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/live-board-${width}.png`, fullPage: true });
  }
  await mover.context().close();
  await watcher.context().close();
});

test('the dashboard’s counts tick as tickets are bought and colleagues save', async ({
  browser,
  request,
}) => {
  const pages = [
    await signedIn(browser, 'admin@demo.test', '/dashboard', 1280),
    await signedIn(browser, 'super@demo.test', '/dashboard', 390),
  ];
  const stat = (page: Page, label: string) =>
    page
      .getByRole('region', { name: 'Since your last visit' })
      .getByRole('link', { name: new RegExp(label) });
  const countOf = async (page: Page, label: string) =>
    (await stat(page, label).count()) === 0
      ? 0
      : Number((await stat(page, label).innerText()).match(/\d+/)![0]);
  for (const page of pages) await expect(stat(page, 'Contacts')).toBeVisible();
  const orders = await Promise.all(pages.map((page) => countOf(page, 'Ticket Orders')));

  // Tickets bought through Stripe's checkout (the simulator), in a tab of the first browser.
  const { link } = await demoSale(request);
  const buyer = await pages[0]!.context().newPage();
  await buyer.goto(link);
  await buyer.getByLabel('Name').fill(`Dash Buyer ${Date.now()}`);
  await buyer.getByLabel('Email').fill('dash.buyer@example.com');
  await buyer.getByRole('button', { name: /^Pay / }).click();
  await expect(buyer.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await buyer.close();
  for (const [index, page] of pages.entries())
    await expect(stat(page, 'Ticket Orders')).toContainText(String(orders[index]! + 1));

  // A contact saved in the first browser ticks the second's count.
  const contacts = await countOf(pages[1]!, 'Contacts');
  const first = pages[0]!;
  await first.goto('/contact/create');
  await panel(first).getByRole('textbox', { name: 'First Name' }).fill('Dash');
  await panel(first).getByRole('textbox', { name: 'Last Name' }).fill(`Live${Date.now()}`);
  await panel(first).getByRole('button', { name: 'Create Contact' }).click();
  await expect(first.getByText('Contact created successfully')).toBeVisible();
  await expect(stat(pages[1]!, 'Contacts')).toContainText(String(contacts + 1));

  await expectNoAxeViolations(pages[1]!);
  await pages[1]!.screenshot({ path: '/tmp/live-dashboard-390.png', fullPage: true });
  await first.goto('/dashboard');
  await expect(stat(first, 'Contacts')).toBeVisible();
  await expectNoAxeViolations(first);
  await first.screenshot({ path: '/tmp/live-dashboard-1280.png', fullPage: true });
  for (const page of pages) await page.context().close();
});
