import { formatCents } from '../../lib/format/number.ts';
import type { Checkout } from './checkout.ts';
import { escapeHtml, simPage } from './page.ts';

export const SIM_CHECKOUT_PATH = '/stripe-sim/checkout';
export const SIM_REFUND_PATH = '/stripe-sim/refund';

export const checkoutMoney = (checkout: Pick<Checkout, 'currency'>, cents: number): string =>
  `${checkout.currency.toUpperCase()} ${formatCents(cents)}`;

const NOTE = `<p class="note">Stripe Checkout simulator: no card is charged. Paying tells the console about the
payment as Stripe would, with a signed webhook, and the console records the ticket order.</p>`;

function when(rodeo: Checkout['rodeo']): string {
  const place = [rodeo.venue, rodeo.city, rodeo.state].filter(Boolean).join(', ');
  const day = new Date(`${rodeo.starts_on}T12:00:00Z`).toLocaleDateString('en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return escapeHtml(place ? `${day}, ${place}` : day);
}

/** What is bought, shown on the payment page and on the receipt alike. */
const summary = (checkout: Checkout): string => `<dl>
<dt>Event</dt><dd>${escapeHtml(checkout.rodeo.name)}</dd>
<dt>When</dt><dd>${when(checkout.rodeo)}</dd>
<dt>Tickets</dt><dd>${checkout.quantity} × ${checkoutMoney(checkout, checkout.price)}</dd>
<dt>Total</dt><dd><strong>${checkoutMoney(checkout, checkout.quantity * checkout.price)}</strong></dd>
</dl>`;

const hidden = (name: string, value: string | number): string =>
  `<input type="hidden" name="${name}" value="${escapeHtml(String(value))}">`;

export interface CheckoutForm {
  sessionId: string;
  name?: string;
  email?: string;
  problem?: string;
}

/** The payment page: what is bought and from whom, the buyer's name and email, and one Pay button. */
export function checkoutPage(checkout: Checkout, form: CheckoutForm): string {
  const total = checkoutMoney(checkout, checkout.quantity * checkout.price);
  return simPage(
    `Pay ${checkout.accountName}`,
    `<h1>Pay ${escapeHtml(checkout.accountName)}</h1>
${summary(checkout)}
${form.problem ? `<p class="error" role="alert">${escapeHtml(form.problem)}</p>` : ''}
<form method="post" action="${SIM_CHECKOUT_PATH}">
${Object.entries(checkout.linkFields)
  .map(([name, value]) => hidden(name, value))
  .join('\n')}
${hidden('session', form.sessionId)}
<label for="name">Name</label>
<input id="name" name="name" autocomplete="name" required maxlength="150" value="${escapeHtml(form.name ?? '')}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(form.email ?? '')}">
<div class="actions"><button type="submit" class="pay">Pay ${total}</button></div>
</form>
${NOTE}`,
  );
}

/** After the console took the event: the order number, and a refund button to try the other event. */
export function receiptPage(checkout: Checkout, sessionId: string, orderNumber: string | undefined): string {
  return simPage(
    'Payment received',
    `<h1>Payment received</h1>
<p>Thank you: your order <strong>${escapeHtml(orderNumber ?? '')}</strong> is confirmed.</p>
${summary(checkout)}
<form method="post" action="${SIM_REFUND_PATH}">
${hidden('connection', checkout.connection.stripe_connection_id)}
${hidden('session', sessionId)}
<div class="actions"><button type="submit">Refund this order</button></div>
</form>
<p class="note">Stripe Checkout simulator: the refund button tells the console, as Stripe would, that the whole
amount was refunded, as a refund made in the Stripe Dashboard does.</p>`,
  );
}

export const refundedPage = (orderNumber: string, amount: string): string =>
  simPage(
    'Order refunded',
    `<h1>Order refunded</h1>
<p>Order <strong>${escapeHtml(orderNumber)}</strong> was refunded in full: ${escapeHtml(amount)}.</p>`,
  );

/** A link or a payment that cannot go through, said so that the buyer or the site's author can act on it. */
export const checkoutProblemPage = (title: string, problem: string): string =>
  simPage(title, `<h1>${escapeHtml(title)}</h1>\n<p class="error" role="alert">${escapeHtml(problem)}</p>`);
