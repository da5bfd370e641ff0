import { codeDigest } from '../../lib/tickets/code-digest.ts';
import { parseTicketCode } from '../../lib/tickets/code.ts';
import type { Db } from '../db/db.ts';
import type { Keys } from '../keys.ts';
import { ticketSigner } from './signing.ts';

/**
 * Writes the code digest of each of the rodeo's tickets that has none yet (tickets issued since the last
 * list): Ed25519 signing is deterministic, so the digest is the same whenever it is made, and two lists
 * filling the same ticket at once write the same value.
 */
export async function fillCodeDigests(db: Db, keys: Keys, accountId: number, rodeoId: number): Promise<void> {
  const missing = await db.query<{ ticket_id: number }>(
    'SELECT ticket_id FROM tickets WHERE account_id = $1 AND rodeo = $2 AND code_digest IS NULL',
    [accountId, rodeoId],
  );
  if (missing.length === 0) return;
  const sign = await ticketSigner(db, keys, accountId);
  const ids = missing.map((row) => row.ticket_id);
  await db.query(
    `UPDATE tickets t SET code_digest = d.digest
       FROM unnest($2::int[], $3::text[]) AS d(ticket_id, digest)
      WHERE t.account_id = $1 AND t.ticket_id = d.ticket_id`,
    [accountId, ids, ids.map((id) => codeDigest(parseTicketCode(sign(rodeoId, id))!))],
  );
}
