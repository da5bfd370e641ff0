import type { Db } from '../db/db.ts';
import { writeChangeEvents } from '../live/outbox.ts';

/** A rodeo whose tickets changed: issued, voided, or one admitted at a gate. */
export interface RodeoTickets {
  account_id: number;
  rodeo: number | null;
}

/**
 * Tells the live streams that rodeos' tickets changed (area `checkin`, record id the rodeo; no field of a
 * ticket): the gate counts re-read on it (lib/tickets/gate-counts.ts, docs/architecture.md, "Live
 * changes"), as `userId` (none for Stripe's webhook).
 */
export function ticketsChanged(
  db: Db,
  action: string,
  userId: number | null,
  rows: RodeoTickets[],
): Promise<void> {
  const rodeos = new Map<string, { account_id: number; rodeo: number }>();
  for (const row of rows)
    if (row.rodeo !== null) rodeos.set(`${row.account_id}:${row.rodeo}`, { ...row, rodeo: row.rodeo });
  return writeChangeEvents(
    db,
    action,
    [...rodeos.values()].map((row) => ({
      account_id: row.account_id,
      area: 'checkin',
      record_id: row.rodeo,
      user_id: userId,
      updated_at: null,
    })),
  );
}
