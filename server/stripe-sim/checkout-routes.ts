import type { Context, Hono } from 'hono';
import type { Deps } from '../http/dispatch.ts';
import { readForm } from '../http/input.ts';
import { languageOf } from '../http/page-language.ts';
import { findConnectionById, webhookSecret } from '../stripe/webhook-secret.ts';
import { deliverEvent, readCheckout } from './checkout.ts';
import { readCheckoutLink } from './checkout-link.ts';
import {
  checkoutMoney,
  checkoutPage,
  checkoutProblemPage,
  receiptPage,
  refundedPage,
  SIM_CHECKOUT_PATH,
  SIM_REFUND_PATH,
} from './checkout-page.ts';
import { simFormCap } from './form-cap.ts';
import { chargeRefundedEvent, checkoutCompletedEvent, newSessionId } from './events.ts';
import { SIM_TEXTS, type SimTexts } from './texts.ts';

const SESSION = /^cs_test_sim[0-9a-f]{24}$/;
// What the browser's type="email" accepts, roughly; the point is a clear message, not RFC 5322.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const formText = (form: Record<string, unknown>, name: string): string | undefined =>
  typeof form[name] === 'string' ? form[name] : undefined;

// The page's texts, in the language Accept-Language asks for (server/http/page-language.ts).
const textsOf = (c: Context): SimTexts => SIM_TEXTS[languageOf(c)];

const badLink = (c: Context, problem: (t: SimTexts) => string) =>
  c.html(checkoutProblemPage(languageOf(c), textsOf(c).badLinkTitle, problem(textsOf(c))), 400);

// One answer for a link the console did not sign, one altered or one expired: it names nothing.
const UNSIGNED = (t: SimTexts) => t.unsigned;

// The webhook endpoint refused what the simulator sent: a gateway's failure, with the endpoint's reason.
const notRecorded = (c: Context, what: 'order' | 'refund', detail: string | undefined) =>
  c.html(
    checkoutProblemPage(
      languageOf(c),
      textsOf(c).notRecordedTitle(what),
      textsOf(c).notRecorded(what, detail),
    ),
    502,
  );

/**
 * The simulator's stand-in for Stripe Checkout (docs/connections.md, "A test checkout"): a property site
 * links to it with a link the console signed (stripe/checkout_link); paying sends the signed webhook.
 */
export function mountSimCheckout(app: Hono, deps: Deps): void {
  const checkoutOf = async (read: (name: string) => string | undefined) => {
    const link = readCheckoutLink(deps.keys, read);
    return link ? readCheckout(deps, link) : { problem: UNSIGNED };
  };

  app.get(SIM_CHECKOUT_PATH, async (c) => {
    const checkout = await checkoutOf((name) => c.req.query(name));
    if ('problem' in checkout) return badLink(c, checkout.problem);
    return c.html(checkoutPage(checkout, { sessionId: newSessionId() }, languageOf(c)));
  });

  app.post(SIM_CHECKOUT_PATH, simFormCap, async (c) => {
    const form = await readForm(c);
    const checkout = await checkoutOf((name) => formText(form, name));
    if ('problem' in checkout) return badLink(c, checkout.problem);
    const sessionId = formText(form, 'session') ?? '';
    if (!SESSION.test(sessionId)) return badLink(c, (t) => t.expired);
    const name = (formText(form, 'name') ?? '').trim();
    const email = (formText(form, 'email') ?? '').trim();
    const t = textsOf(c);
    const problem =
      name === '' || name.length > 150
        ? t.nameNeeded
        : !EMAIL.test(email) || email.length > 254
          ? t.emailNeeded
          : undefined;
    if (problem)
      return c.html(checkoutPage(checkout, { sessionId, name, email, problem }, languageOf(c)), 400);

    const event = checkoutCompletedEvent({
      sessionId,
      rodeoId: checkout.rodeo.rodeo_id,
      quantity: checkout.quantity,
      unitAmount: checkout.price,
      currency: checkout.currency,
      buyerName: name,
      buyerEmail: email,
    });
    const delivery = await deliverEvent(app, checkout, event);
    if (!delivery.ok) return notRecorded(c, 'order', delivery.detail);
    return c.html(receiptPage(checkout, sessionId, delivery.orderNumber, languageOf(c)));
  });

  app.post(SIM_REFUND_PATH, simFormCap, async (c) => {
    const form = await readForm(c);
    const sessionId = formText(form, 'session') ?? '';
    const id = Number(formText(form, 'connection'));
    const connection =
      Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await findConnectionById(deps.db, id) : undefined;
    const [order] =
      connection && SESSION.test(sessionId)
        ? await deps.db.query<{
            order_number: string;
            amount: number;
            currency: string;
            stripe_payment_id: string;
          }>(
            `SELECT order_number, amount, currency, stripe_payment_id FROM ticket_orders
              WHERE stripe_connection_id = $1 AND stripe_session_id = $2`,
            [id, sessionId],
          )
        : [];
    if (!connection || !order) return badLink(c, (t) => t.noOrder);
    const currency = order.currency.toLowerCase();
    const event = chargeRefundedEvent({
      paymentIntent: order.stripe_payment_id,
      amount: order.amount,
      amountRefunded: order.amount,
      currency,
    });
    const delivery = await deliverEvent(
      app,
      { connection, secret: webhookSecret(deps.keys, connection, false) },
      event,
    );
    if (!delivery.ok) return notRecorded(c, 'refund', delivery.detail);
    return c.html(
      refundedPage(
        order.order_number,
        checkoutMoney({ currency }, order.amount, languageOf(c)),
        languageOf(c),
      ),
    );
  });
}
