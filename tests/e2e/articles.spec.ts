import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';

const panel = (page: Page) => page.locator('resource-panel');

async function signedIn(page: Page, path: string) {
  await page.goto(path);
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(path);
}

/** A GET of the API as the signed-in user (the auth record's token), to see what the server stored. */
const apiGet = (page: Page, query: string) =>
  page.evaluate(async (q) => {
    const { token } = JSON.parse(localStorage.getItem('auth') ?? '{}') as { token: string };
    const response = await fetch(`/api?${q}`, { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()) as { payload: Record<string, unknown> };
  }, query);

test('contacts: paging through 60 matching rows with docs/behaviour.md#limits page sizes', async ({
  page,
}) => {
  const mark = `Pager${Date.now()}`;
  const lines = Array.from(
    { length: 60 },
    (_, i) => `${mark},Row${String(i + 1).padStart(2, '0')},${mark.toLowerCase()}${i}@example.com`,
  );
  await signedIn(page, '/contact/bulk-upload');
  await panel(page)
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'pager.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`first_name,last_name,email\r\n${lines.join('\r\n')}`),
    });
  await expect(panel(page).getByText(/^pager\.csv: /)).toContainText('60 created', { timeout: 30_000 });

  await page.goto('/contact/list');
  const table = panel(page).getByRole('region', { name: 'Contacts table' });
  const pages = panel(page).getByRole('navigation', { name: 'Pages' });
  await panel(page).getByRole('searchbox').fill(mark);
  // The default page size is 25 (docs/behaviour.md#limits).
  await expect(pages).toContainText('Showing 1–25 of 60');
  await expect(pages).toContainText('Page 1 of 3');
  await expect(table.getByRole('row')).toHaveCount(26);
  // Sorted by last name (the contacts' default), so each page holds the next 25 rows.
  await expect(table.getByRole('columnheader', { name: 'Last Name', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(table.getByRole('row').nth(1)).toContainText('Row01');

  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(pages).toContainText('Showing 26–50 of 60');
  await expect(table.getByRole('row').nth(1)).toContainText('Row26');
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(pages).toContainText('Showing 51–60 of 60');
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Previous page' }).click();
  await expect(pages).toContainText('Page 2 of 3');

  await pages.getByLabel('Rows per page').selectOption('50');
  await expect(pages).toContainText('of 60');
  await expect(pages).toContainText('Page 1 of 2');
  await expect(table.getByRole('row')).toHaveCount(51);
  await pages.getByLabel('Rows per page').selectOption('10');
  await expect(pages).toContainText('Page 1 of 6');
  await expect(table.getByRole('row')).toHaveCount(11);
});

test('articles: the editor formats text, keeps a draft across a reload, previews, and saves clean HTML', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `E2E article ${Date.now()}`;
  await signedIn(page, '/article/create');
  await panel(page).getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  const created = page.waitForResponse((r) => r.url().includes('module=article&command=create'));
  await panel(page).getByRole('button', { name: 'Create Article' }).click();
  const id = ((await (await created).json()) as { payload: { article_id: number } }).payload.article_id;
  await expect(page.getByText('Article created successfully')).toBeVisible();

  await page.goto(`/article/editor/${id}`);
  const body = panel(page).getByRole('textbox', { name: 'Body' });
  const toolbar = panel(page).getByRole('toolbar', { name: 'Body formatting' });
  await expect(body).toBeVisible();
  await body.click();
  await toolbar.getByRole('button', { name: 'Heading 2' }).click();
  await expect(toolbar.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Finals night');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ControlOrMeta+b');
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Gates open at six');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' for ');
  // The toolbar by keyboard: one tab stop, arrows move along it.
  await toolbar.getByRole('button', { name: 'Bold' }).focus();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Redo' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(toolbar.getByRole('button', { name: 'Link' })).toBeFocused();
  await page.keyboard.press('Enter');
  const linkDialog = page.getByRole('dialog', { name: 'Add link' });
  await linkDialog.getByRole('textbox', { name: 'Link address' }).fill('tickets.example.com');
  await linkDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(body.locator('a[href="https://tickets.example.com"]')).toBeVisible();
  await body.press('End');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Bareback');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Bull riding');
  // Enter on an empty item leaves the list.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // Pasted HTML goes through the editor's schema: nothing outside it gets in.
  await body.evaluate((element) => {
    const data = new DataTransfer();
    data.setData('text/html', '<p>Pasted<img src=x onerror="alert(1)"><script>alert(1)</script></p>');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  // 'Draft saved' may be from an earlier keystroke: wait for the draft that holds the last one.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('console-draft:'))
          .map((key) => localStorage.getItem(key))
          .join(''),
      ),
    )
    .toContain('Pasted');
  await expect(panel(page).getByText(/^Draft saved at /)).toBeVisible();

  await page.reload();
  await expect(panel(page).getByText(/^Restored your unsaved draft from /)).toBeVisible();
  await expect(body.getByRole('heading', { level: 2, name: 'Finals night' })).toBeVisible();
  await expect(body.locator('strong')).toHaveText('Gates open at six');
  await expectNoAxeViolations(page);

  await panel(page).getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: /as readers will see it/ });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2, name: 'Finals night' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('Gates open at six');
  await expect(preview.getByRole('link', { name: 'tickets.example.com' })).toHaveAttribute(
    'href',
    'https://tickets.example.com',
  );
  await expect(preview.getByRole('listitem')).toHaveText(['Bareback', 'Bull riding']);
  await expect(preview.getByText('Pasted', { exact: true })).toBeVisible();
  await expect(preview.locator('script, img')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await preview.getByRole('button', { name: 'Close preview' }).click();

  const saved = page.waitForResponse((r) => r.url().includes('module=article&command=update'));
  await panel(page).getByRole('button', { name: 'Save Changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Article updated successfully')).toBeVisible();

  const stored = String((await apiGet(page, `module=article&command=read&article_id=${id}`)).payload.body);
  expect(stored).toContain('<h2>Finals night</h2>');
  expect(stored).toContain('<strong>Gates open at six</strong>');
  expect(stored).toContain('<a href="https://tickets.example.com">tickets.example.com</a>');
  expect(stored).toContain('<ul><li><p>Bareback</p></li><li><p>Bull riding</p></li></ul><p>Pasted</p>');
  expect(stored).not.toMatch(/<script|onerror|<img/i);

  // Saved: the draft is gone, so the editor opens on the stored article without a notice.
  await page.goto(`/article/editor/${id}`);
  await expect(body.getByRole('heading', { level: 2, name: 'Finals night' })).toBeVisible();
  await expect(panel(page).getByText(/^Restored your unsaved draft/)).toHaveCount(0);

  // A draft thrown away with Discard: the stored text comes back, and stays after a reload.
  await body.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' unsaved tail');
  await expect(panel(page).getByText(/^Draft saved at /)).toBeVisible();
  await page.reload();
  await expect(body).toContainText('unsaved tail');
  await panel(page).getByRole('button', { name: 'Discard draft' }).click();
  await expect(body).not.toContainText('unsaved tail');
  await page.reload();
  await expect(body.getByRole('heading', { level: 2, name: 'Finals night' })).toBeVisible();
  await expect(body).not.toContainText('unsaved tail');
  await expect(panel(page).getByText(/^Restored your unsaved draft/)).toHaveCount(0);
});

test('helpbot FAQs: reorder by keyboard, saved, and kept after a reload', async ({ page }) => {
  await signedIn(page, '/helpbot/list');
  await panel(page).getByRole('button', { name: 'Reorder', exact: true }).click();
  const list = panel(page).getByRole('list', { name: 'Reorder Helpbot FAQs' });
  const items = list.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const before = await items.locator('span:nth-child(3)').allInnerTexts();
  expect(before.length).toBeGreaterThanOrEqual(3);
  await expectNoAxeViolations(page);

  // The first FAQ's handle, by keyboard: two places down, announced.
  const handle = list.getByRole('button', { name: new RegExp(`^Move “${escape(before[0]!)}”, position`) });
  await handle.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(panel(page).getByRole('status').filter({ hasText: 'Moved' })).toHaveText(
    `Moved “${before[0]}” to position 3 of ${before.length}.`,
  );
  await expect(
    list.getByRole('button', { name: new RegExp(`^Move “${escape(before[0]!)}”, position 3`) }),
  ).toBeFocused();
  // And the one now second up by its button, to the top.
  await list.getByRole('button', { name: `Move “${before[2]}” up` }).click();
  const expected = [before[2], before[1], before[0], ...before.slice(3)];
  await expect(items.locator('span:nth-child(3)')).toHaveText(expected as string[]);

  await panel(page).getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Helpbot FAQs reordered successfully')).toBeVisible();
  await page.reload();
  const table = panel(page).getByRole('region', { name: 'Helpbot FAQs table' });
  await expect(table.getByRole('row').nth(1)).toContainText(before[2]!);
  await expect(table.getByRole('row').nth(3)).toContainText(before[0]!);
  await panel(page).getByRole('button', { name: 'Reorder', exact: true }).click();
  await expect(items.locator('span:nth-child(3)')).toHaveText(expected as string[]);

  // By pointer: the first row dragged by its handle below the second.
  const grip = items.first().getByRole('button', { name: /, position 1 of/ });
  const box = (await grip.boundingBox())!;
  const second = (await items.nth(1).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, second.y + second.height * 0.8, { steps: 5 });
  await page.mouse.up();
  await expect(items.locator('span:nth-child(3)')).toHaveText([
    expected[1]!,
    expected[0]!,
    ...(expected.slice(2) as string[]),
  ]);
  await expect(panel(page).getByRole('button', { name: 'Save order' })).toBeEnabled();
  await panel(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(panel(page).getByRole('region', { name: 'Helpbot FAQs table' })).toBeVisible();
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
