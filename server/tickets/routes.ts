import type { Hono } from 'hono';
import type { Deps } from '../http/dispatch.ts';
import { languageOf, pageLanguage } from '../http/page-language.ts';
import { invalidTicketPage, TICKET_STYLESHEET, TICKET_STYLESHEET_PATH, ticketPage } from './page.ts';
import { TICKET_PAGE_PATH, verifyTicketPage } from './page-link.ts';
import { ticketById } from './rows.ts';
import { ticketSigner } from './signing.ts';

/** The public ticket page a ticket email links to: no session, its signed address is its authority. */
export function mountTicketPages(app: Hono, deps: Deps): void {
  app.get(TICKET_STYLESHEET_PATH, (c) =>
    c.body(TICKET_STYLESHEET, 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );
  app.use(`${TICKET_PAGE_PATH}/*`, pageLanguage);
  app.get(`${TICKET_PAGE_PATH}/:token`, async (c) => {
    const ticketId = verifyTicketPage(deps.keys, c.req.param('token'));
    const ticket = ticketId === null ? undefined : await ticketById(deps.db, ticketId);
    // The page changes when the ticket is voided: no cache may keep an admitting copy of it.
    c.header('Cache-Control', 'no-store');
    if (!ticket) return c.html(invalidTicketPage(languageOf(c)), 404);
    const sign = await ticketSigner(deps.db, deps.keys, ticket.account_id);
    return c.html(await ticketPage(ticket, sign(ticket.rodeo, ticket.ticket_id), languageOf(c)));
  });
}
