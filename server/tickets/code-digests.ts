import { codeDigest } from '../../lib/tickets/code-digest.ts';
import { parseTicketCode, type TicketClaim } from '../../lib/tickets/code.ts';
import type { Db } from '../db/db.ts';
import type { Keys } from '../keys.ts';
import { ticketSigner } from './signing.ts';

/** A code's digest as the gate list carries it: base64url, 22 characters (lib/tickets/code-digest.ts). */
export const listedCodeDigest = (claim: TicketClaim): string =>
  Buffer.from(codeDigest(claim)).toString('base64url');

/**
 * Writes the code digest (base64url) of each of the rodeo's tickets that has none yet: tickets issued since
 * the last list, and every ticket sold before the list carried digests. Ed25519 signing is deterministic, so
 * a digest is the same whoever makes it: rows another request is writing (a second list, a check-in, a
 * refund) are skipped rather than waited for, so this never waits in a lock or deadlocks, and a ticket
 * skipped now is filled by a later list (its code meanwhile checked by signature on the device).
 */
export async function fillCodeDigests(db: Db, keys: Keys, accountId: number, rodeoId: number): Promise<void> {
  const missing = await db.query<{ ticket_id: number }>(
    'SELECT ticket_id FROM tickets WHERE account_id = $1 AND rodeo = $2 AND code_digest IS NULL',
    [accountId, rodeoId],
  );
  if (missing.length === 0) return;
  const sign = await ticketSigner(db, keys, accountId);
  const ids = missing.map((row) => row.ticket_id);
  const digests = ids.map((id) =>
    Buffer.from(codeDigest(parseTicketCode(sign(rodeoId, id))!)).toString('base64url'),
  );
  await db.query(
    `WITH free AS (
       SELECT ticket_id FROM tickets
        WHERE account_id = $1 AND rodeo = $2 AND code_digest IS NULL AND ticket_id = ANY($3::int[])
          FOR UPDATE SKIP LOCKED
     )
     UPDATE tickets t SET code_digest = d.digest
       FROM free JOIN unnest($3::int[], $4::text[]) AS d(ticket_id, digest) USING (ticket_id)
      WHERE t.ticket_id = free.ticket_id`,
    [accountId, rodeoId, ids, digests],
  );
}
