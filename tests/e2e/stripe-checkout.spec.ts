import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';
import { demoSale } from './demo-sale.ts';
import { screenshots } from './embedded.ts';
import { serveStaticSite } from './static-site.ts';

const panel = (page: Page) => page.locator('resource-panel');

test('a ticket bought through the simulator checkout linked from a property site shows in Ticket Orders, then its refund', async ({
  page,
  context,
  request,
}, testInfo) => {
  const { link, rodeo } = await demoSale(request);
  // The property site: a plain page on its own origin with a link to the checkout (docs/connections.md).
  const site = await serveStaticSite(0, "default-src 'self'", (path) =>
    path === '/'
      ? [
          'text/html',
          `<!doctype html><html lang="en"><title>Tickets</title><main><h1>Tickets</h1><a href="${link}">Buy 2 tickets</a></main></html>`,
        ]
      : undefined,
  );
  try {
    await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
    await page.getByRole('link', { name: 'Buy 2 tickets' }).click();
    await expect(page.getByRole('heading', { name: 'Pay Demo Rodeo Network' })).toBeVisible();
    await expect(page.getByText(rodeo.name)).toBeVisible();
    await expect(page.getByText('2 × USD 35.00')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, testInfo, 'sim-checkout');

    const buyer = `Casey Rowe ${Date.now()}`;
    await page.getByLabel('Name').fill(buyer);
    await page.getByLabel('Email').fill('casey@example.com');
    await page.getByRole('button', { name: 'Pay USD 70.00' }).click();
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    const orderNumber = (await page.locator('p strong').first().innerText()).trim();
    expect(orderNumber).toMatch(/^WEB-\d+$/);
    await expectNoAxeViolations(page);
    await screenshots(page, testInfo, 'sim-receipt');

    // The admin's console lists the order the webhook made.
    const consolePage = await context.newPage();
    await consolePage.goto('/rodeo/ticket-orders');
    await signIn(consolePage, 'admin@demo.test');
    await expect(consolePage).toHaveURL('/rodeo/ticket-orders');
    const table = panel(consolePage).getByRole('region', { name: 'Ticket Orders table' });
    const totals = panel(consolePage).getByRole('status', { name: 'Totals of the filtered list' });
    await panel(consolePage).getByRole('searchbox').fill(orderNumber);
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText(orderNumber);
    await expect(row).toContainText(buyer);
    await expect(row).toContainText('70.00');
    await expect(row).toContainText('Paid');
    await expect(totals).toHaveText('Totals: 1 ticket order · 2 tickets · USD 70.00');
    await expectNoAxeViolations(consolePage);

    // Refunded from the receipt: the list, searched again, shows the order refunded and the totals say so.
    await page.getByRole('button', { name: 'Refund this order' }).click();
    await expect(page.getByRole('heading', { name: 'Order refunded' })).toBeVisible();
    await consolePage.reload();
    await panel(consolePage).getByRole('searchbox').fill(orderNumber);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('Refunded');
    await expect(totals).toHaveText('Totals: 1 ticket order · 2 tickets · USD 70.00 (USD 70.00 refunded)');
    await expectNoAxeViolations(consolePage);
  } finally {
    site.close();
  }
});
