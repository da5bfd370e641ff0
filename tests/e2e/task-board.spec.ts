import { expect, test, type Page } from '@playwright/test';
import { card, column, handle, panel } from './board-locators.ts';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';

const BOARD = '/task/board';
const status = (page: Page) => panel(page).getByRole('status');
const moved = (page: Page) => page.waitForResponse((r) => r.url().includes('module=task_card&command=move'));

/** Each column's card titles, top to bottom. */
async function order(page: Page): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const name of ['todo', 'doing', 'review', 'done']) {
    result[name] = await column(page, name).locator('li[data-card] button:not([aria-label])').allInnerTexts();
  }
  return result;
}

async function openBoard(page: Page) {
  await page.goto(BOARD);
  await signIn(page, 'super@demo.test');
  await expect(page).toHaveURL(BOARD);
  await expect(panel(page).getByRole('heading', { name: 'Task Board', level: 1 })).toBeVisible();
  await expect(column(page, 'todo').locator('li[data-card]').first()).toBeVisible({ timeout: 15_000 });
}

test('a card is created in a dialog, moved by keyboard alone and by drag, and keeps its place on reload', async ({
  page,
}, testInfo) => {
  await openBoard(page);
  const title = `Keyboard card ${Date.now()}`;

  const create = panel(page).getByRole('button', { name: 'Create Task Card' });
  await create.click();
  const dialog = panel(page).getByRole('dialog', { name: 'Create Task Card' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Priority' }).selectOption('high');
  await page.screenshot({ path: testInfo.outputPath('task-card-dialog-1280.png') });
  await dialog.getByRole('button', { name: 'Create Task Card' }).click();
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();
  await expect(column(page, 'todo').locator('li[data-card]').last()).toContainText(title);
  await expect(card(page, title)).toContainText('Priority: high');

  // Keyboard alone: Tab to the handle, pick up, two columns right, one up, drop.
  await handle(page, title).focus();
  await page.keyboard.press('Space');
  await expect(status(page)).toContainText(`Picked up “${title}” in To do`);
  await page.keyboard.press('ArrowRight');
  await expect(status(page)).toContainText(`“${title}”: Doing`);
  await page.keyboard.press('ArrowRight');
  await expect(status(page)).toContainText(`“${title}”: Review`);
  const reviewCount = await column(page, 'review').locator('li[data-card]').count();
  await page.keyboard.press('ArrowUp');
  await expect(handle(page, title)).toBeFocused();
  const sent = moved(page);
  await page.keyboard.press('Space');
  await expect(status(page)).toContainText(
    `Dropped “${title}” in Review at position ${reviewCount - 1} of ${reviewCount}.`,
  );
  expect((await sent).status()).toBe(200);
  expect((await order(page)).review!.at(-2)).toBe(title);

  // Escape puts a held card back where it was, and nothing is sent.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');
  await expect(status(page)).toContainText(`“${title}”: Doing`);
  await page.keyboard.press('Escape');
  await expect(status(page)).toContainText(`Move cancelled. “${title}” is back in Review`);
  await expect(panel(page).getByRole('dialog')).toHaveCount(0);
  expect((await order(page)).review!.at(-2)).toBe(title);

  // Drag: a seeded card by its handle to the top of Done, with the drop indicator on the way.
  const dragged = 'Print the day sheets';
  const from = (await handle(page, dragged).boundingBox())!;
  const target = (await column(page, 'done').locator('li[data-card]').first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + 4, { steps: 8 });
  await expect(column(page, 'done').locator('li[aria-hidden="true"]')).toHaveCount(1);
  const dropped = moved(page);
  await page.mouse.up();
  expect((await dropped).status()).toBe(200);
  await expect(column(page, 'done').locator('li[data-card]').first()).toContainText(dragged);

  const before = await order(page);
  await page.reload();
  await expect(column(page, 'todo').locator('li[data-card]').first()).toBeVisible({ timeout: 15_000 });
  expect(await order(page)).toEqual(before);

  // Edit in the dialog: focus goes back to the card's title after Escape.
  await card(page, title).getByRole('button', { name: title, exact: true }).click();
  const edit = panel(page).getByRole('dialog', { name: 'Edit Task Card' });
  await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await expect(card(page, title).getByRole('button', { name: title, exact: true })).toBeFocused();

  // Delete, behind a confirmation; focus lands on Create rather than on nothing.
  await card(page, title)
    .getByRole('button', { name: `Delete “${title}”` })
    .click();
  const confirm = panel(page).getByRole('dialog', { name: 'Delete task card' });
  await expect(confirm).toContainText(
    `Delete “${title}”? It goes to the trash, from where you can restore it.`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, title)).toHaveCount(0);
  await expect(create).toBeFocused();
});

test('a second browser sees the moves; the board is axe-clean at 1280 and 390', async ({
  browser,
}, testInfo) => {
  const first = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const second = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const a = await first.newPage();
  const b = await second.newPage();
  // The first browser's clock is the test's: its 15 s refresh runs when the test says, not by chance.
  await a.clock.install();
  await openBoard(a);
  await openBoard(b);
  expect(await order(b)).toEqual(await order(a));

  const keyboardMove = async (page: Page, title: string, key: string) => {
    await handle(page, title).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press(key);
    const sent = moved(page);
    await page.keyboard.press('Space');
    expect((await sent).status()).toBe(200);
  };

  const first1 = (await order(a)).doing![0]!;
  await keyboardMove(a, first1, 'ArrowLeft');
  expect((await order(a)).todo).toContain(first1);

  // The second browser moves from what it last loaded; the server's answer, the whole board, brings the
  // first browser's move with it.
  const second1 = (await order(b)).review![0]!;
  await keyboardMove(b, second1, 'ArrowRight');
  await expect(column(b, 'todo')).toContainText(first1);
  await expect(column(b, 'done')).toContainText(second1);

  // The first browser catches up on its 15 s refresh...
  await a.clock.fastForward(15_000);
  await expect(column(a, 'done')).toContainText(second1);
  expect(await order(a)).toEqual(await order(b));

  // ...and the second when its window gets focus back.
  const first2 = (await order(a)).todo![0]!;
  await keyboardMove(a, first2, 'ArrowDown');
  const expected = await order(a);
  await b.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect.poll(() => order(b)).toEqual(expected);

  await expectNoAxeViolations(a);
  await a.screenshot({ path: testInfo.outputPath('task-board-1280.png'), fullPage: true });
  await a.setViewportSize({ width: 390, height: 844 });
  await expect(column(a, 'done')).toBeVisible();
  await expectNoAxeViolations(a);
  await a.screenshot({ path: testInfo.outputPath('task-board-390.png'), fullPage: true });
  await first.close();
  await second.close();
});

test('a card’s due date reads as docs/behaviour.md writes dates, not as the API sends it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openBoard(page);
  const seeded = card(page, 'Confirm the announcer');
  await expect(seeded).toContainText('Due On May 20, 2026');
  await expect(seeded).not.toContainText('2026-05-20');
});

test('a move of a card another browser moved since is refused: the board shows their order and says so', async ({
  browser,
}) => {
  const a = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const b = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await openBoard(a);
  await openBoard(b);
  const title = (await order(a)).todo![1]!;
  const drop = async (page: Page, key: string) => {
    await handle(page, title).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press(key);
    const sent = moved(page);
    await page.keyboard.press('Space');
    return (await sent).status();
  };

  // The second browser holds the card as the first moves it: the colleague's move waits while it is held
  // (docs/behaviour.md#live-changes), so its own move is based on an older version.
  await handle(b, title).focus();
  await b.keyboard.press('Space');
  expect(await drop(a, 'ArrowUp')).toBe(200);
  expect((await order(a)).todo![0]).toBe(title);
  expect((await order(b)).todo![1]).toBe(title);
  await b.keyboard.press('ArrowRight');
  const refused = moved(b);
  await b.keyboard.press('Space');
  expect((await refused).status()).toBe(409);
  await expect(b.getByText('Someone else moved cards on this board since you loaded it')).toBeVisible();
  await expect(status(b)).toContainText(`The board had changed in another browser: “${title}” is in To do`);
  await expect.poll(() => order(b)).toEqual(await order(a));
  await expectNoAxeViolations(b);
  await a.context().close();
  await b.context().close();
});
