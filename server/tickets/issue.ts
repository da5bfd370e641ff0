import type { Db } from '../db/db.ts';

/**
 * One ticket per admission of a paid order with a rodeo, made in the transaction that records the order:
 * (order, admission) is unique, so a second call (another event of the same session) adds none.
 */
export async function issueTickets(tx: Db, ticketOrderId: number): Promise<number> {
  const made = await tx.query(
    `INSERT INTO tickets (account_id, ticket_order_id, rodeo, admission)
     SELECT o.account_id, o.ticket_order_id, o.rodeo, n
       FROM ticket_orders o, generate_series(1, o.quantity) AS n
      WHERE o.ticket_order_id = $1 AND o.status = 'paid' AND o.rodeo IS NOT NULL
     ON CONFLICT (ticket_order_id, admission) DO NOTHING
     RETURNING ticket_id`,
    [ticketOrderId],
  );
  return made.length;
}

/** A refunded order's tickets stop admitting; one voided by staff before keeps its own reason. */
export const voidRefundedTickets = (tx: Db, ticketOrderId: number) =>
  tx.query(
    `UPDATE tickets SET void_reason = 'refunded', voided_at = now(), updated_at = now()
      WHERE ticket_order_id = $1 AND void_reason IS NULL
        AND EXISTS (SELECT 1 FROM ticket_orders o WHERE o.ticket_order_id = $1 AND o.status = 'refunded')`,
    [ticketOrderId],
  );
