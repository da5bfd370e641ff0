import type { Db } from '../db/db.ts';
import type { Keys } from '../keys.ts';
import { checkIn, scanNow } from '../tickets/checkin.ts';
import { issueTickets } from '../tickets/issue.ts';
import { ticketSigner } from '../tickets/signing.ts';

/** The demo rodeo whose paid orders have tickets, some of them admitted (docs/tickets.md). */
export const DEMO_TICKETED_RODEO = { domain: 'demo.test', name: 'Black Hills Roundup' } as const;

// Admitted at the demo's two gates, so the counts and the order screens show each state.
const DEMO_GATES = ['North Gate', 'North Gate', 'South Gate'] as const;

/**
 * Tickets for the paid orders of one demo rodeo, as a checkout's webhook would have made them, and the first
 * few checked in through the gate's own path: a fresh database shows tickets, admissions and counts.
 */
export async function seedTickets(db: Db, keys: Keys): Promise<void> {
  const orders = await db.query<{ ticket_order_id: number; account_id: number; rodeo: number }>(
    `SELECT o.ticket_order_id, o.account_id, o.rodeo FROM ticket_orders o
       JOIN rodeos r ON r.rodeo_id = o.rodeo JOIN accounts a ON a.account_id = o.account_id
      WHERE a.domain = $1 AND r.name = $2 ORDER BY o.ticket_order_id`,
    [DEMO_TICKETED_RODEO.domain, DEMO_TICKETED_RODEO.name],
  );
  for (const order of orders) await issueTickets(db, order.ticket_order_id);
  const first = orders[0];
  if (!first) return;
  const tickets = await db.query<{ ticket_id: number }>(
    `SELECT ticket_id FROM tickets WHERE rodeo = $1 AND void_reason IS NULL ORDER BY ticket_id LIMIT $2`,
    [first.rodeo, DEMO_GATES.length],
  );
  const sign = await ticketSigner(db, keys, first.account_id);
  for (const [index, ticket] of tickets.entries())
    await checkIn(
      db,
      keys,
      first.account_id,
      first.rodeo,
      DEMO_GATES[index]!,
      [scanNow(sign(first.rodeo, ticket.ticket_id))],
      null,
    );
}
