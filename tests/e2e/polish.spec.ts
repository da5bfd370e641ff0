import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';

// docs/behaviour.md#lists, #validation and #states as a user sees them, at a desktop and a phone width:
// row actions on screen, rows as cards on a phone, statuses that say what they mean, 'Required' where a
// required field is empty, and work that finished with failures shown as a warning with its count.

const panel = (page: Page) => page.locator('resource-panel');

async function signedIn(page: Page, path: string, email = 'admin@demo.test') {
  await page.goto(path);
  await signIn(page, email);
  await expect(page).toHaveURL(path);
}

/** Whether the element lies wholly inside the viewport's width (and is on screen at all). */
async function expectInViewport(page: Page, element: Locator) {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, 'the element is rendered').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

const SYNC_RUN = {
  rodeo_sync_id: 9001,
  account_id: 1,
  status: 'completed',
  source: 'demo feed',
  started_at: '2026-11-23T14:00:00.000Z',
  finished_at: '2026-11-23T14:00:02.000Z',
  total: 3292,
  created: 3057,
  updated: 0,
  unchanged: 0,
  failed: 235,
  errors: 'rodeo RD-00037: Ends On: Must be on or after the start date',
  created_at: '2026-11-23T14:00:00.000Z',
  updated_at: '2026-11-23T14:00:02.000Z',
  created_by: 5,
};

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });
    const phone = viewport.width < 640;

    test('the contact list keeps its row actions on screen; a phone shows rows as cards', async ({
      page,
    }) => {
      await signedIn(page, '/contact/list');
      const edit = panel(page)
        .getByRole('button', { name: /^Edit / })
        .first();
      await expect(edit).toBeVisible();
      await expectInViewport(page, edit);
      await expectInViewport(
        page,
        panel(page)
          .getByRole('button', { name: /^Delete / })
          .first(),
      );
      if (phone) {
        await expect(panel(page).locator('[data-layout="cards"]')).toBeVisible();
        await expect(panel(page).getByRole('table')).toHaveCount(0);
        // No column headers to press: the sort is a picker.
        await expect(panel(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue('last_name');
      } else {
        await expect(panel(page).getByRole('region', { name: 'Contacts table' })).toBeVisible();
        // The contact list is wider than the screen: the table says it scrolls sideways.
        await expect(panel(page).locator('[part="scroll-hint"]')).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });

    test('ticket orders: refunded and paid differ by colour, icon and word; money lines up at the end', async ({
      page,
    }) => {
      await signedIn(page, '/rodeo/ticket-orders');
      const paid = panel(page).locator('[part="badge"][data-status="paid"]').first();
      const refunded = panel(page).locator('[part="badge"][data-status="refunded"]').first();
      await panel(page).getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
      await expect(paid).toBeVisible();
      await expect(refunded).toBeVisible();
      await expect(paid).toHaveAttribute('data-tone', 'success');
      await expect(refunded).toHaveAttribute('data-tone', 'warning');
      await expect(paid.locator('svg')).toHaveCount(1);
      await expect(refunded.locator('svg')).toHaveCount(1);
      await expect(refunded).toHaveText(/refunded/i);
      const colours = async (badge: Locator) =>
        badge.evaluate((node) => getComputedStyle(node).backgroundColor);
      expect(await colours(paid)).not.toBe(await colours(refunded));
      const money = panel(page)
        .getByText(/^USD \d[\d,]*\.\d\d$/)
        .first();
      await expect(money).toBeVisible();
      if (!phone) {
        const align = await money.evaluate((node) => getComputedStyle(node.closest('td')!).textAlign);
        expect(align).toBe('end');
      }
      await expectNoAxeViolations(page);
    });

    test("an empty required field says 'Required' and gets the focus after a refused save", async ({
      page,
    }) => {
      await signedIn(page, '/contact/create');
      await panel(page).getByRole('textbox', { name: 'Last Name', exact: true }).fill('Only a last name');
      await panel(page).getByRole('button', { name: 'Create Contact' }).click();
      const first = panel(page).getByRole('textbox', { name: 'First Name', exact: true });
      await expect(first).toBeFocused();
      await expect(first).toHaveAttribute('aria-invalid', 'true');
      await expect(first).toHaveAccessibleDescription('Required');
      await expectInViewport(page, first);
      await expectNoAxeViolations(page);
    });

    test('a refused registration marks each missing field at itself, not only in the banner', async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Need an account? Register' }).click();
      await page.getByLabel('Email Address').fill('not-an-email');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('alert')).toContainText('Please fill in all required fields');
      // The first marked field takes the focus, on screen (docs/behaviour.md#validation).
      const firstName = page.getByRole('textbox', { name: 'First Name', exact: true });
      await expect(firstName).toBeFocused();
      await expectInViewport(page, firstName);
      for (const label of ['First Name', 'Last Name', 'Password', 'Account Name']) {
        const field = page
          .getByRole('textbox', { name: label, exact: true })
          .or(page.getByLabel(label, { exact: true }));
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(/Required/);
      }
      await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription('Invalid email');
      await expectNoAxeViolations(page);
    });

    test("a CSV import with a refused row names the column ('First Name: Required') and warns with the count", async ({
      page,
    }) => {
      const mark = `Polish${Date.now()}${viewport.width}`;
      await signedIn(page, '/contact/bulk-upload');
      await panel(page)
        .locator('input[type="file"]')
        .setInputFiles({
          name: 'refused.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(
            `first_name,last_name,email,state\r\nAda,${mark},${mark.toLowerCase()}a@example.com,TX\r\n` +
              ` ,${mark},${mark.toLowerCase()}b@example.com,TX\r\n` +
              `Bo,${mark},${mark.toLowerCase()}c@example.com,Texas`,
          ),
        });
      const result = panel(page).getByRole('alert').filter({ hasText: 'refused.csv' });
      await expect(result).toContainText('1 created, 0 updated, 2 refused', { timeout: 30_000 });
      await expect(panel(page).getByText('First Name: Required', { exact: true })).toBeVisible();
      // Every other refusal names the column and the fix, never the schema's wording.
      await expect(panel(page).getByText('State: Use at most 2 characters', { exact: true })).toBeVisible();
      if (!phone) {
        await expect(
          page
            .locator('task-status-bar')
            .getByRole('button', { name: '0 completed, 1 with failures, 0 failed' }),
        ).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });

    test('a sync that finished with failed rows is a warning with the count, in the banner and the status bar', async ({
      page,
    }) => {
      await signedIn(page, '/rodeo/sync', 'super@demo.test');
      await page.route('**/api?module=rodeo_sync&command=run*', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/x-ndjson',
          body: `${JSON.stringify({ status: 'done', payload: SYNC_RUN })}\n`,
        }),
      );
      await panel(page).getByRole('button', { name: 'Run sync' }).click();
      await expect(panel(page).getByRole('alert')).toContainText(
        'Sync finished with 235 failed rows: 3057 created, 0 updated, 0 unchanged, 235 failed.',
      );
      await expect(panel(page).getByRole('alert')).toHaveAttribute('part', 'alert alert-warning');
      if (!phone) {
        const bar = page.locator('task-status-bar').getByRole('button', {
          name: '0 completed, 1 with failures, 0 failed',
        });
        await expect(bar).toBeVisible();
        await bar.click();
        await expect(page.locator('task-status-bar').getByText('Completed with 235 failed')).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });
  });
}
