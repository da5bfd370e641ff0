import type { Db } from '../db/db.ts';

/** A ticket with what its page, its mail and the staff's list show of it and its order and rodeo. */
export interface TicketRow {
  ticket_id: number;
  account_id: number;
  ticket_order_id: number;
  order_number: string;
  buyer_name: string | null;
  buyer_email: string | null;
  quantity: number;
  rodeo: number;
  rodeo_name: string;
  starts_on: string;
  venue: string | null;
  city: string | null;
  admission: number;
  void_reason: 'refunded' | 'voided' | null;
  voided_at: Date | string | null;
  admitted_at: Date | string | null;
  admitted_gate: string | null;
}

const SELECT = `SELECT t.ticket_id, t.account_id, t.ticket_order_id, o.order_number, o.buyer_name, o.buyer_email,
       o.quantity, t.rodeo, r.name AS rodeo_name, to_char(r.starts_on, 'YYYY-MM-DD') AS starts_on, r.venue,
       r.city, t.admission, t.void_reason, t.voided_at, t.admitted_at, t.admitted_gate
  FROM tickets t JOIN ticket_orders o USING (ticket_order_id) JOIN rodeos r ON r.rodeo_id = t.rodeo`;

/** One ticket by id alone: for the public page, whose signed address is the only authority it needs. */
export const ticketById = async (db: Db, ticketId: number): Promise<TicketRow | undefined> =>
  (await db.query<TicketRow>(`${SELECT} WHERE t.ticket_id = $1`, [ticketId]))[0];

/** An order's tickets in the account, by admission. */
export const ticketsOfOrder = (db: Db, accountId: number, ticketOrderId: number): Promise<TicketRow[]> =>
  db.query<TicketRow>(`${SELECT} WHERE t.account_id = $1 AND t.ticket_order_id = $2 ORDER BY t.admission`, [
    accountId,
    ticketOrderId,
  ]);

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
