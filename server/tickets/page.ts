import { toString as qrSvg } from 'qrcode';
import { escapeHtml } from '../stripe-sim/page.ts';
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

const VOID_TEXT = {
  refunded: 'Refunded: this ticket no longer admits anyone',
  voided: 'Void: this ticket no longer admits anyone',
} as const;

/**
 * The public ticket page (docs/tickets.md): the rodeo, the admission and the QR a gate scans; a void
 * ticket shows why instead of its QR. No script, styles from the stylesheet above only.
 */
export async function ticketPage(ticket: TicketRow, code: string): Promise<string> {
  const title = `Ticket ${ticket.admission} of ${ticket.quantity}: ${ticket.rodeo_name}`;
  const place = [ticket.venue, ticket.city].filter(Boolean).join(', ');
  const state = ticket.void_reason
    ? `<p class="void" role="status">${VOID_TEXT[ticket.void_reason]}</p>`
    : `<div class="qr" role="img" aria-label="QR code of the ticket">${await qrSvg(code, { type: 'svg', margin: 2 })}</div>
<p>Show this code at the gate.</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${TICKET_STYLESHEET_PATH}"></head>
<body><main>
<h1>${escapeHtml(ticket.rodeo_name)}</h1>
<dl><dt>Date</dt><dd>${escapeHtml(ticket.starts_on)}</dd>${place ? `<dt>Place</dt><dd>${escapeHtml(place)}</dd>` : ''}
<dt>Admission</dt><dd>${ticket.admission} of ${ticket.quantity}</dd>
<dt>Order</dt><dd>${escapeHtml(ticket.order_number)}</dd></dl>
${state}
</main></body>
</html>
`;
}

export const invalidTicketPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>This ticket link is not valid</title>
<link rel="stylesheet" href="${TICKET_STYLESHEET_PATH}"></head>
<body><main><h1>This ticket link is not valid</h1>
<p>Open the link from your ticket email again, copied whole.</p></main></body></html>
`;
