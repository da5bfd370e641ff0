import { formatCents } from '../../lib/format/number.ts';
import type { PageLanguage } from '../http/page-language.ts';
import type { Checkout } from './checkout.ts';
import { escapeHtml, simPage } from './page.ts';
import { SIM_TEXTS } from './texts.ts';

export const SIM_CHECKOUT_PATH = '/stripe-sim/checkout';
export const SIM_REFUND_PATH = '/stripe-sim/refund';

export const checkoutMoney = (
  checkout: Pick<Checkout, 'currency'>,
  cents: number,
  lang: PageLanguage = 'en',
): string => `${checkout.currency.toUpperCase()} ${formatCents(cents, lang)}`;

function when(rodeo: Checkout['rodeo'], lang: PageLanguage): string {
  const place = [rodeo.venue, rodeo.city, rodeo.state].filter(Boolean).join(', ');
  const day = new Date(`${rodeo.starts_on}T12:00:00Z`).toLocaleDateString(lang === 'en' ? 'en-US' : lang, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return escapeHtml(place ? `${day}, ${place}` : day);
}

/** What is bought, shown on the payment page and on the receipt alike. */
const summary = (checkout: Checkout, lang: PageLanguage): string => {
  const t = SIM_TEXTS[lang];
  return `<dl>
<dt>${t.event}</dt><dd>${escapeHtml(checkout.rodeo.name)}</dd>
<dt>${t.when}</dt><dd>${when(checkout.rodeo, lang)}</dd>
<dt>${t.tickets}</dt><dd>${checkout.quantity} × ${checkoutMoney(checkout, checkout.price, lang)}</dd>
<dt>${t.total}</dt><dd><strong>${checkoutMoney(checkout, checkout.quantity * checkout.price, lang)}</strong></dd>
</dl>`;
};

const hidden = (name: string, value: string | number): string =>
  `<input type="hidden" name="${name}" value="${escapeHtml(String(value))}">`;

export interface CheckoutForm {
  sessionId: string;
  name?: string;
  email?: string;
  problem?: string;
}

/** The payment page: what is bought and from whom, the buyer's name and email, and one Pay button. */
export function checkoutPage(checkout: Checkout, form: CheckoutForm, lang: PageLanguage = 'en'): string {
  const t = SIM_TEXTS[lang];
  const total = checkoutMoney(checkout, checkout.quantity * checkout.price, lang);
  return simPage(
    lang,
    t.payTitle(checkout.accountName),
    `<h1>${escapeHtml(t.payTitle(checkout.accountName))}</h1>
${summary(checkout, lang)}
${form.problem ? `<p class="error" role="alert">${escapeHtml(form.problem)}</p>` : ''}
<form method="post" action="${SIM_CHECKOUT_PATH}">
${Object.entries(checkout.linkFields)
  .map(([name, value]) => hidden(name, value))
  .join('\n')}
${hidden('session', form.sessionId)}
<label for="name">${t.name}</label>
<input id="name" name="name" autocomplete="name" required maxlength="150" value="${escapeHtml(form.name ?? '')}">
<label for="email">${t.email}</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(form.email ?? '')}">
<div class="actions"><button type="submit" class="pay">${escapeHtml(t.pay(total))}</button></div>
</form>
<p class="note">${t.checkoutNote}</p>`,
  );
}

/** After the console took the event: the order number, and a refund button to try the other event. */
export function receiptPage(
  checkout: Checkout,
  sessionId: string,
  orderNumber: string | undefined,
  lang: PageLanguage = 'en',
): string {
  const t = SIM_TEXTS[lang];
  return simPage(
    lang,
    t.receivedTitle,
    `<h1>${t.receivedTitle}</h1>
<p>${t.thanks(escapeHtml(orderNumber ?? ''))}</p>
${summary(checkout, lang)}
<form method="post" action="${SIM_REFUND_PATH}">
${hidden('connection', checkout.connection.stripe_connection_id)}
${hidden('session', sessionId)}
<div class="actions"><button type="submit">${t.refund}</button></div>
</form>
<p class="note">${t.refundNote}</p>`,
  );
}

export const refundedPage = (orderNumber: string, amount: string, lang: PageLanguage = 'en'): string =>
  simPage(
    lang,
    SIM_TEXTS[lang].refundedTitle,
    `<h1>${SIM_TEXTS[lang].refundedTitle}</h1>
<p>${SIM_TEXTS[lang].refunded(escapeHtml(orderNumber), escapeHtml(amount))}</p>`,
  );

/** A link or a payment that cannot go through, said so that the buyer or the site's author can act on it. */
export const checkoutProblemPage = (lang: PageLanguage, title: string, problem: string): string =>
  simPage(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1>\n<p class="error" role="alert">${escapeHtml(problem)}</p>`,
  );
