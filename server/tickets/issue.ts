import type { Db } from '../db/db.ts';
import { ticketsChanged, type RodeoTickets } from './ticket-events.ts';

/**
 * One ticket per admission of a paid order with a rodeo, made in the transaction that records the order:
 * (order, admission) is unique, so a second call (another event of the same session) adds none.
 */
export async function issueTickets(tx: Db, ticketOrderId: number): Promise<number> {
  const made = await tx.query<RodeoTickets>(
    `INSERT INTO tickets (account_id, ticket_order_id, rodeo, admission)
     SELECT o.account_id, o.ticket_order_id, o.rodeo, n
       FROM ticket_orders o, generate_series(1, o.quantity) AS n
      WHERE o.ticket_order_id = $1 AND o.status = 'paid' AND o.rodeo IS NOT NULL
     ON CONFLICT (ticket_order_id, admission) DO NOTHING
     RETURNING account_id, rodeo`,
    [ticketOrderId],
  );
  await ticketsChanged(tx, 'issue', null, made);
  return made.length;
}

/** A refunded order's tickets stop admitting; one voided by staff before keeps its own reason. */
export async function voidRefundedTickets(tx: Db, ticketOrderId: number): Promise<void> {
  const voided = await tx.query<RodeoTickets>(
    `UPDATE tickets SET void_reason = 'refunded', voided_at = now(), updated_at = now()
      WHERE ticket_order_id = $1 AND void_reason IS NULL
        AND EXISTS (SELECT 1 FROM ticket_orders o WHERE o.ticket_order_id = $1 AND o.status = 'refunded')
      RETURNING account_id, rodeo`,
    [ticketOrderId],
  );
  await ticketsChanged(tx, 'refund', null, voided);
}
