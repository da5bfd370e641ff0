import { toString as qrSvg } from 'qrcode';
import type { PageLanguage } from '../http/page-language.ts';
import { escapeHtml } from '../stripe-sim/page.ts';
import { TICKET_TEXTS } from './page-texts.ts';
import type { TicketRow } from './rows.ts';

export const TICKET_STYLESHEET_PATH = '/tickets/ticket.css';

// A stylesheet of its own: the server's CSP allows styles from 'self' only (server/http/security-headers.ts).
export const TICKET_STYLESHEET = `body{margin:0;font:18px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f4f1ea}
main{max-width:26rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.6rem;margin:0 0 .25rem}
.qr svg{display:block;width:100%;max-width:20rem;margin:1rem auto;background:#fff}
.void{background:#8b0000;color:#fff;padding:1rem;font-size:1.4rem;font-weight:700;text-align:center}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#555}dd{margin:0}
`;

/**
 * The public ticket page (docs/tickets.md): the rodeo, the admission and the QR a gate scans; a void
 * ticket shows why instead of its QR. No script, styles from the stylesheet above only.
 */
export async function ticketPage(ticket: TicketRow, code: string, lang: PageLanguage): Promise<string> {
  const t = TICKET_TEXTS[lang];
  const title = t.title(ticket.admission, ticket.quantity, ticket.rodeo_name);
  const place = [ticket.venue, ticket.city].filter(Boolean).join(', ');
  const state = ticket.void_reason
    ? `<p class="void" role="status">${t[ticket.void_reason]}</p>`
    : `<div class="qr" role="img" aria-label="${t.qr}">${await qrSvg(code, { type: 'svg', margin: 2 })}</div>
<p>${t.showAtGate}</p>`;
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${TICKET_STYLESHEET_PATH}"></head>
<body><main>
<h1>${escapeHtml(ticket.rodeo_name)}</h1>
<dl><dt>${t.date}</dt><dd>${escapeHtml(ticket.starts_on)}</dd>${place ? `<dt>${t.place}</dt><dd>${escapeHtml(place)}</dd>` : ''}
<dt>${t.admission}</dt><dd>${t.ofTotal(ticket.admission, ticket.quantity)}</dd>
<dt>${t.order}</dt><dd>${escapeHtml(ticket.order_number)}</dd></dl>
${state}
</main></body>
</html>
`;
}

export const invalidTicketPage = (lang: PageLanguage): string => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${TICKET_TEXTS[lang].invalidTitle}</title>
<link rel="stylesheet" href="${TICKET_STYLESHEET_PATH}"></head>
<body><main><h1>${TICKET_TEXTS[lang].invalidTitle}</h1>
<p>${TICKET_TEXTS[lang].invalidHelp}</p></main></body></html>
`;
