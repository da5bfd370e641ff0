import { ticketCommands, type Ticket } from '../../lib/protocol/ticket.ts';
import type { Db } from '../db/db.ts';
import { ApiFailure, notFound } from '../http/failure.ts';
import { defineHandlers } from '../http/handlers.ts';
import type { Keys } from '../keys.ts';
import { queueTicketMail } from '../tickets/mail-job.ts';
import { ticketPageUrl } from '../tickets/page-link.ts';
import { iso, ticketsOfOrder, type TicketRow } from '../tickets/rows.ts';
import { ticketsChanged, type RodeoTickets } from '../tickets/ticket-events.ts';

const toTicket = (origin: string, keys: Keys, row: TicketRow): Ticket => ({
  ticket_id: row.ticket_id,
  ticket_order_id: row.ticket_order_id,
  rodeo: row.rodeo,
  admission: row.admission,
  state: row.void_reason ?? 'valid',
  admitted_at: iso(row.admitted_at),
  admitted_gate: row.admitted_gate,
  page_url: ticketPageUrl(origin, keys, row.ticket_id),
});

// Another account's order answers as a missing one.
async function assertOrder(db: Db, accountId: number, ticketOrderId: number): Promise<void> {
  const [order] = await db.query(
    'SELECT 1 FROM ticket_orders WHERE ticket_order_id = $1 AND account_id = $2',
    [ticketOrderId, accountId],
  );
  if (!order) throw notFound(`No ticket order ${ticketOrderId}`);
}

/** Staff's side of an order's tickets (docs/tickets.md); the account is always the token's. */
export const ticketHandlers = defineHandlers(ticketCommands, {
  async list({ db, keys, session, origin }, { ticket_order_id }) {
    await assertOrder(db, session.accountId, ticket_order_id);
    const rows = await ticketsOfOrder(db, session.accountId, ticket_order_id);
    return { tickets: rows.map((row) => toTicket(origin, keys, row)) };
  },

  async resend({ db, config, session }, { ticket_order_id }) {
    await assertOrder(db, session.accountId, ticket_order_id);
    // The server is up and answering: what is missing is a setting, so a 409 the console can show
    // rather than a 5xx that reads as an outage (docs/security.md, "Bad input and uploads").
    if (!config.jobs.smtpUrl) {
      throw new ApiFailure(
        409,
        'Conflict',
        'No mail server is configured: the operator sets SMTP_URL to email tickets',
      );
    }
    const jobId = await queueTicketMail(db, {
      accountId: session.accountId,
      userId: session.userId,
      ticketOrderId: ticket_order_id,
    });
    return { job_id: jobId };
  },

  async void({ db, keys, session, origin }, { ticket_id }) {
    const [voided] = await db.query<{ ticket_order_id: number } & RodeoTickets>(
      `UPDATE tickets SET void_reason = coalesce(void_reason, 'voided'), voided_at = coalesce(voided_at, now()),
              updated_at = now()
        WHERE ticket_id = $1 AND account_id = $2 RETURNING ticket_order_id, account_id, rodeo`,
      [ticket_id, session.accountId],
    );
    if (!voided) throw notFound(`No ticket ${ticket_id}`);
    await ticketsChanged(db, 'void', session.userId, [voided]);
    const rows = await ticketsOfOrder(db, session.accountId, voided.ticket_order_id);
    return toTicket(
      origin,
      keys,
      rows.find((row) => row.ticket_id === ticket_id)!,
    );
  },
});
