import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { apiAs, expectNoAxeViolations, signIn } from './console-helpers.ts';
import { toast } from './embedded.ts';

const panel = (page: Page) => page.locator('resource-panel');

interface Ticket {
  ticket_id: number;
  admission: number;
  state: string;
  admitted_at: string | null;
  page_url: string;
}

/** The code a ticket's QR carries, read off its public page as a phone's camera would. */
async function codeOf(page: Page, ticket: Ticket): Promise<string> {
  const ticketPage = await page.context().newPage();
  await ticketPage.goto(ticket.page_url);
  const shot = (await ticketPage.getByRole('img', { name: 'QR code of the ticket' }).screenshot()).toString(
    'base64',
  );
  // The screenshot's pixels, from a blank page's canvas (no PNG decoder needed in the test).
  await ticketPage.goto('about:blank');
  const { width, height, data } = await ticketPage.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return {
      width: image.width,
      height: image.height,
      data: [...context.getImageData(0, 0, image.width, image.height).data],
    };
  }, shot);
  await ticketPage.close();
  const read = jsQR(Uint8ClampedArray.from(data), width, height);
  expect(read).not.toBeNull();
  return read!.data;
}

const admittedOn = (page: Page) =>
  panel(page).getByRole('region', { name: 'At the gates' }).locator('dd').first();

test('an admin opens a ticket order at its address, voids a ticket, resends; the rodeo’s gate counts follow an admit', async ({
  page,
  request,
}) => {
  // The demo seed's ticketed rodeo (server/seed/tickets.ts) and one of its paid orders.
  const api = await apiAs(request, 'admin@demo.test');
  const listOf = async <T>(module: string, filters: unknown[]) =>
    ((await (await api(module, 'list', { filters })).json()) as { payload: { list: T[] } }).payload.list;
  const [rodeo] = await listOf<{ rodeo_id: number }>('rodeo', [
    { field: 'name', operator: '=', value: 'Black Hills Roundup' },
  ]);
  const ticketsOf = async (orderId: number) =>
    (
      (await (await api('ticket', 'list', { ticket_order_id: String(orderId) }, 'GET')).json()) as {
        payload: { tickets: Ticket[] };
      }
    ).payload.tickets;
  const waiting = (tickets: Ticket[]) =>
    tickets.filter((ticket) => ticket.state === 'valid' && !ticket.admitted_at);
  // One none of whose tickets the seed admitted: one to void, one to admit.
  const orders = await listOf<{ ticket_order_id: number; order_number: string; quantity: number }>(
    'ticket_order',
    [
      { field: 'rodeo', operator: '=', value: rodeo!.rodeo_id },
      { field: 'status', operator: '=', value: 'paid' },
      { field: 'quantity', operator: '>=', value: 2 },
    ],
  );
  let order: (typeof orders)[number] | undefined;
  for (const candidate of orders)
    if (!order && waiting(await ticketsOf(candidate.ticket_order_id)).length === candidate.quantity)
      order = candidate;
  expect(order).toBeDefined();
  const address = `/rodeo/ticket-orders/${order!.ticket_order_id}`;

  // From the list row's link to the order's own address; a reload keeps it.
  await page.goto('/rodeo/ticket-orders');
  await signIn(page, 'admin@demo.test');
  await panel(page).getByRole('searchbox').fill(order!.order_number);
  await panel(page)
    .getByRole('button', { name: `Open ${order!.order_number}` })
    .click();
  await expect(page).toHaveURL(address);
  const heading = panel(page).getByRole('heading', { name: `Ticket order ${order!.order_number}` });
  await expect(heading).toBeVisible();
  await page.reload();
  await expect(heading).toBeVisible();
  const tickets = panel(page).getByRole('table', { name: 'Tickets' });
  await expect(tickets.getByRole('row')).toHaveCount(order!.quantity + 1);

  // Void the last admission, behind a confirmation; the toast names it and focus lands on the tickets.
  const last = `admission ${order!.quantity} of ${order!.quantity}`;
  await tickets.getByRole('button', { name: `Void ${last}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Void ticket' });
  await expect(dialog).toContainText(`Void ${last} of order ${order!.order_number}?`);
  await dialog.getByRole('button', { name: 'Void ticket' }).click();
  await expect(toast(page, `Admission ${order!.quantity} of ${order!.quantity} of order`)).toBeVisible();
  await expect(panel(page).getByRole('heading', { name: 'Tickets' })).toBeFocused();
  await expect(tickets.getByRole('row').last()).toContainText('Voided');
  await expect(tickets.getByRole('button', { name: `Void ${last}` })).toHaveCount(0);
  expect((await ticketsOf(order!.ticket_order_id)).at(-1)!.state).toBe('voided');

  // Resend: the e2e server has no mail server (SMTP_URL), which the console says rather than failing.
  await panel(page).getByRole('button', { name: 'Resend tickets' }).click();
  await expect(toast(page, 'No mail server is configured')).toBeVisible();
  await expectNoAxeViolations(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/ticket-order-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The rodeo's screen shows its gate counts; an admit through the API shows there on the next read.
  const [valid] = waiting(await ticketsOf(order!.ticket_order_id));
  const code = await codeOf(page, valid!);
  await page.goto(`/rodeo/edit/${rodeo!.rodeo_id}`);
  await expect(panel(page).getByRole('heading', { name: 'Edit Rodeo' })).toBeVisible();
  await expect(admittedOn(page)).toHaveText(/^\d+$/);
  const before = Number(await admittedOn(page).textContent());
  const admit = await api('checkin', 'admit', { rodeo_id: rodeo!.rodeo_id, gate: 'East Gate', code });
  expect(((await admit.json()) as { payload: { answer: string } }).payload.answer).toBe('admit');
  // The page showing again reads at once (lib/tickets/gate-counts.ts), rather than after 15 s.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(admittedOn(page)).toHaveText(String(before + 1));
  await expect(panel(page).getByText('At East Gate')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/rodeo-gate-counts-1280.png', fullPage: true });
});
