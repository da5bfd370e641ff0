import type { Actor } from '../activity/entry.ts';
import { appendActivity } from '../activity/entry.ts';
import type { Db } from '../db/db.ts';

/** Who unsubscribed: nobody signed in, from this address and page. */
export type Visitor = Pick<Actor, 'ip' | 'origin'>;

// A delivery leaves its table with its contact or its broadcast when either goes to the trash, as a row
// of that trash entry's dependants (server/trash/dependants.ts): its contact is found there.
const TRASHED_DELIVERY = `
  SELECT (r.row->>'contact_id')::int AS contact_id
    FROM trash t
   CROSS JOIN LATERAL jsonb_array_elements(t.dependants) AS d(dep)
   CROSS JOIN LATERAL jsonb_array_elements(d.dep->'rows') AS r(row)
   WHERE t.area IN ('contact', 'broadcast') AND d.dep->>'table' = 'broadcast_deliveries'
     AND (r.row->>'delivery_id')::int = $1
   LIMIT 1`;

/** The delivery's contact: noting the unsubscribe on a live delivery, for the broadcast's report. */
async function contactOf(db: Db, deliveryId: number): Promise<number | undefined> {
  const [live] = await db.query<{ contact_id: number }>(
    `UPDATE broadcast_deliveries SET unsubscribed_at = coalesce(unsubscribed_at, now()), updated_at = now()
      WHERE delivery_id = $1 RETURNING contact_id`,
    [deliveryId],
  );
  if (live) return live.contact_id;
  const [trashed] = await db.query<{ contact_id: number }>(TRASHED_DELIVERY, [deliveryId]);
  return trashed?.contact_id;
}

/**
 * Sets the contact of a delivery to opted_in false, wherever the contact is: in its table, or in the
 * trash, so that a restore brings it back unsubscribed (docs/behaviour.md, "Broadcasts"). A change is
 * written to the contact's account log like every other write; a repeated click changes nothing.
 */
export async function unsubscribe(db: Db, deliveryId: number, visitor: Visitor): Promise<void> {
  await db.transaction(async (tx) => {
    const contactId = await contactOf(tx, deliveryId);
    if (contactId === undefined) return;
    // opted_in is NOT NULL: a contact not yet opted out was opted in.
    const live = await tx.query<{ account_id: number }>(
      `UPDATE contacts SET opted_in = false, updated_at = now()
        WHERE contact_id = $1 AND opted_in RETURNING account_id`,
      [contactId],
    );
    const [changed] =
      live.length > 0
        ? live
        : await tx.query<{ account_id: number }>(
            `UPDATE trash SET record = record || jsonb_build_object('opted_in', false, 'updated_at', now())
              WHERE area = 'contact' AND record_id = $1 AND record->'opted_in' = 'true'::jsonb
              RETURNING account_id`,
            [contactId],
          );
    if (!changed) return;
    await appendActivity(
      tx,
      { accountId: changed.account_id, userId: null, apiKeyId: null, embedSessionId: null, ...visitor },
      [{ area: 'contact', recordId: contactId, action: 'unsubscribe', changes: { opted_in: [true, false] } }],
    );
  });
}
