import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { addDays, dayKey, monthOf } from '../../lib/calendar/month.ts';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';

// The browser and the server agree on the day a broadcast falls on.
test.use({ timezoneId: 'UTC', locale: 'en-US' });

const CALENDAR = '/broadcast/calendar';
/** A 'YYYY-MM-DD' day as an English date field shows it: '03/14/2026'. */
const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
const panel = (page: Page) => page.locator('resource-panel');
const cell = (page: Page, day: string) => panel(page).locator(`td[data-day="${day}"]`);
const chip = (page: Page, name: string | RegExp) => panel(page).getByRole('button', { name });
const announcement = (page: Page) => panel(page).locator('p[role="status"]');

/** The calendar in a browser of its own, signed in; `offline`: without its live stream. */
async function openCalendar(browser: Browser, offline = false): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  // Without its live stream a calendar does not follow the other browser (docs/behaviour.md#live-changes).
  if (offline) await page.route(/module=live&command=stream/, (route) => route.abort());
  await page.goto(CALENDAR);
  await signIn(page, 'user@demo.test');
  await expect(panel(page).getByRole('table')).toBeVisible();
  return page;
}

/** An email broadcast created from a day's number. */
async function createOn(page: Page, day: string, name: string) {
  await cell(page, day)
    .getByRole('button', { name: /^Create Broadcast on / })
    .click();
  await panel(page).getByRole('textbox', { name: 'Title' }).fill(name);
  await panel(page).getByRole('combobox', { name: 'Channel', exact: true }).selectOption('email');
  await panel(page).getByRole('button', { name: 'Create Broadcast' }).click();
}

/** Presses a record button and drops it on the middle of another day, with pointer events as a mouse makes. */
async function dragTo(page: Page, item: Locator, target: Locator) {
  const from = (await item.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
}

test('Broadcast calendar: schedule from a day, move by drag and by keyboard, sent ones stay put', async ({
  page,
}, testInfo) => {
  // Drafts may sit on any day, so the days used are fixed ones of the current month.
  const today = dayKey(new Date());
  const month = monthOf(today).slice(0, 8);
  const [created, dragged, keyed] = [`${month}10`, `${month}12`, `${month}19`];
  const name = `E2E broadcast ${Date.now()}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(CALENDAR);
  await signIn(page, 'user@demo.test');
  await expect(panel(page).getByRole('heading', { name: 'Broadcast', level: 1 })).toBeVisible();
  const grid = panel(page).getByRole('table');
  await expect(grid.getByRole('columnheader')).toHaveCount(7);
  await expect(panel(page).locator('td[aria-current="date"]')).toHaveCount(1);

  // One tab stop for the days, on today; the arrow keys go from day to day (a week with Down or Up). The
  // week stays in this month (late in a month, a week up), so that the month's fixed days stay shown.
  const dayButton = (day: string) => cell(page, day).getByRole('button', { name: /^Create Broadcast on / });
  await expect(panel(page).locator('td button[tabindex="0"]')).toHaveCount(1);
  await panel(page).locator('td[aria-current="date"] button').first().focus();
  const week = monthOf(addDays(today, 7)) === monthOf(today) ? 7 : -7;
  await page.keyboard.press(week > 0 ? 'ArrowDown' : 'ArrowUp');
  await expect(dayButton(addDays(today, week))).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(dayButton(addDays(today, week - 1))).toBeFocused();

  // Schedule from a day: the form starts on that day at 9:00.
  await cell(page, created)
    .getByRole('button', { name: /^Create Broadcast on / })
    .click();
  // The kit's date control shows it in the locale's order, the time beside it.
  await expect(panel(page).getByRole('textbox', { name: 'Scheduled At', exact: true })).toHaveValue(
    usDate(created),
  );
  await expect(panel(page).getByRole('textbox', { name: 'Scheduled At: time' })).toHaveValue('9:00 AM');
  await panel(page).getByRole('textbox', { name: 'Title' }).fill(name);
  await panel(page).getByRole('combobox', { name: 'Channel', exact: true }).selectOption('email');
  await panel(page).getByRole('button', { name: 'Create Broadcast' }).click();
  await expect(page.getByText('Broadcast created successfully')).toBeVisible();
  await expect(cell(page, created)).toContainText(name);
  await expect(chip(page, name)).toContainText('9:00');

  // By drag: onto another day, keeping 9:00.
  await dragTo(page, chip(page, name), cell(page, dragged));
  await expect(cell(page, dragged)).toContainText(name);
  await expect(cell(page, created)).not.toContainText(name);
  await expect(announcement(page)).toHaveText(new RegExp(`Moved “${name}” to .*${Number(dragged.slice(8))}`));

  // By keyboard: Shift+Down moves it a week, and focus stays on it.
  await chip(page, name).focus();
  await page.keyboard.press('Shift+ArrowDown');
  await expect(cell(page, keyed)).toContainText(name);
  await expect(chip(page, name)).toBeFocused();
  await expect(announcement(page)).toContainText(`Moved “${name}”`);

  await page.reload();
  await expect(cell(page, keyed)).toContainText(name);
  await expect(chip(page, name)).toContainText('9:00');
  await expect(cell(page, dragged)).not.toContainText(name);

  // Open it to edit: the form holds the moved date; Delete asks first, then it is gone from the month.
  await chip(page, name).click();
  // The kit's date control shows it in the locale's order, the time beside it.
  await expect(panel(page).getByRole('textbox', { name: 'Scheduled At', exact: true })).toHaveValue(
    usDate(keyed),
  );
  await expect(panel(page).getByRole('textbox', { name: 'Scheduled At: time' })).toHaveValue('9:00 AM');
  await panel(page).getByRole('button', { name: 'Delete' }).click();
  await panel(page).getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Broadcast deleted successfully')).toBeVisible();
  await expect(cell(page, keyed)).toBeVisible();
  await expect(chip(page, name)).toHaveCount(0);

  // A sent broadcast (seeded two days ago) neither drags nor moves by keyboard, and opens its report.
  const sent = chip(page, /Entries close Friday/);
  // Seeded two days before today: on the 1st or 2nd of a month it may sit in the month before.
  const showSent = async () => {
    // Demo broadcasts sit 2 days before and 1 day after today: one of them is always on this month's grid.
    await expect(panel(page).locator('button[data-record-id]').first()).toBeVisible();
    if ((await sent.count()) === 0) await panel(page).getByRole('button', { name: 'Previous month' }).click();
  };
  await showSent();
  await expect(sent).toContainText('sent');
  const home = await sent.evaluate((node) => node.closest('td')!.dataset.day!);
  const elsewhere = home === keyed ? dragged : keyed;
  await dragTo(page, sent, cell(page, elsewhere));
  await expect(cell(page, home)).toContainText('Entries close Friday');
  await sent.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(announcement(page)).toHaveText('This broadcast was sent: it is read-only');
  await expect(cell(page, home)).toContainText('Entries close Friday');
  await page.reload();
  await showSent();
  await expect(cell(page, home)).toContainText('Entries close Friday');

  await expectNoAxeViolations(page);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: testInfo.outputPath('broadcast-calendar-1280.png'), fullPage: true });

  // What went out opens as its delivery report (docs/jobs.md), with nothing to edit.
  await sent.click();
  await expect(panel(page).getByRole('heading', { name: 'Delivery report' })).toBeVisible();
  await expect(panel(page).locator('dl')).toContainText('StatusSent');
  await expect(panel(page).getByRole('textbox', { name: 'Title' })).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: /Save|Update|Cancel sending/ })).toHaveCount(0);
  await panel(page).getByRole('button', { name: 'Back to the calendar' }).click();

  // Narrow: the days that have broadcasts, as a list.
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(panel(page).getByRole('table')).toHaveCount(0);
  await expect(panel(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(chip(page, /Entries close Friday/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('broadcast-agenda-390.png'), fullPage: true });
});

test('Broadcast calendar at 1280 px: whole titles on up to two lines, and the lock explained', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(CALENDAR);
  await signIn(page, 'user@demo.test');
  const sent = chip(page, /Entries close Friday/);
  // Seeded two days before today: on the 1st or 2nd of a month it sits in the month before.
  await expect(panel(page).locator('button[data-record-id]').first()).toBeVisible();
  if ((await sent.count()) === 0) await panel(page).getByRole('button', { name: 'Previous month' }).click();

  const title = sent.locator(':scope > span').nth(1);
  await expect(title).toHaveText('Entries close Friday');
  expect(
    await title.evaluate(
      (node) => node.scrollWidth <= node.clientWidth && node.scrollHeight <= node.clientHeight,
    ),
  ).toBe(true);
  await expect(sent).toHaveAttribute('title', 'Entries close Friday (read-only)');

  await expect(panel(page).getByText('Read-only: a broadcast with a lock stays on its day')).toBeVisible();
  await expect(sent).toHaveAccessibleName(/sent, read-only/);
  await expect(sent).toHaveAccessibleDescription(/^Read-only: a broadcast with a lock stays on its day/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('broadcast-titles-1280.png') });
});

test('a move of a broadcast someone moved since is refused: the calendar shows where they put it and says so', async ({
  browser,
}) => {
  const month = monthOf(dayKey(new Date())).slice(0, 8);
  const [start, theirs, mine] = [`${month}11`, `${month}12`, `${month}18`];
  const name = `E2E stale move ${Date.now()}`;
  const a = await openCalendar(browser);
  await createOn(a, start, name);
  await expect(cell(a, start)).toContainText(name);
  const b = await openCalendar(browser, true);
  await expect(cell(b, start)).toContainText(name);

  // The first browser moves it a day on; the calendar shows it there once the server took the move.
  await chip(a, name).focus();
  await a.keyboard.press('Shift+ArrowRight');
  await expect(cell(a, theirs)).toContainText(name);

  // The second still shows it where it was: its move a week on is based on the older version.
  const answered = b.waitForResponse((response) => response.url().includes('command=update'));
  await chip(b, name).focus();
  await b.keyboard.press('Shift+ArrowDown');
  expect((await answered).status()).toBe(409);
  await expect(b.getByText('Someone else changed this broadcast since the calendar loaded it')).toBeVisible();
  await expect(cell(b, theirs)).toContainText(name);
  await expect(cell(b, mine)).not.toContainText(name);
  await expect(cell(b, start)).not.toContainText(name);
  await expect(announcement(b)).toContainText(`The calendar had changed in another browser: “${name}” is on`);
  await expect(chip(b, name)).toBeFocused();
  await expectNoAxeViolations(b);
  await a.context().close();
  await b.context().close();
});

test('a broadcast another browser moves moves on this calendar at once, and keeps its focus', async ({
  browser,
}) => {
  const month = monthOf(dayKey(new Date())).slice(0, 8);
  const [start, next] = [`${month}13`, `${month}14`];
  const name = `E2E live move ${Date.now()}`;
  const a = await openCalendar(browser);
  const b = await openCalendar(browser);
  await createOn(a, start, name);
  // The other calendar shows the new broadcast by itself, then its move.
  await expect(cell(b, start)).toContainText(name);
  await chip(b, name).focus();
  await chip(a, name).focus();
  await a.keyboard.press('Shift+ArrowRight');
  await expect(cell(a, next)).toContainText(name);
  await expect(cell(b, next)).toContainText(name);
  await expect(cell(b, start)).not.toContainText(name);
  await expect(chip(b, name)).toBeFocused();
  await expectNoAxeViolations(b);
  await a.context().close();
  await b.context().close();
});
