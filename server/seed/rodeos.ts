import { contestant } from '../../lib/resources/contestant.ts';
import { rowId } from '../../lib/resources/record-types.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { rodeo } from '../../lib/resources/rodeo.ts';
import { ticketOrder } from '../../lib/resources/ticket-order.ts';
import type { Db } from '../db/db.ts';
import type { Session } from '../http/handlers.ts';
import { insertRecord } from '../resources/sql.ts';
import { DEMO_RODEO_RESOURCES } from './rodeo-data.ts';

/** The demo rodeos of each account, then their contestants and ticket orders, each checked by its schema. */
export async function seedRodeos(db: Db): Promise<void> {
  for (const [domain, areas] of Object.entries(DEMO_RODEO_RESOURCES)) {
    const [owner] = await db.query<{ account_id: number; user_id: number }>(
      `SELECT a.account_id, u.user_id FROM accounts a JOIN users u USING (account_id)
        WHERE a.domain = $1 ORDER BY u.access DESC, u.user_id LIMIT 1`,
      [domain],
    );
    if (!owner) throw new Error(`Demo seed: no account ${domain}`);
    const session: Session = { sessionId: 0, userId: owner.user_id, accountId: owner.account_id, access: 9 };
    const rodeoIds = new Map<unknown, number>();
    const insert = async (resource: Resource, sample: Record<string, unknown>) =>
      rowId(
        resource,
        await insertRecord(db, resource, session, resource.create.parse(sample) as Record<string, unknown>),
      );
    for (const sample of areas.rodeo ?? []) rodeoIds.set(sample.name, await insert(rodeo, sample));
    for (const [resource, rows] of [
      [contestant, areas.contestant],
      [ticketOrder, areas.ticket_order],
    ] as const) {
      for (const sample of rows ?? [])
        await insert(resource, { ...sample, rodeo: rodeoIds.get(sample.rodeo) });
    }
    // One earlier run, which the feed's outage ended: the runs list has a history from the start.
    await db.query(
      `INSERT INTO rodeo_syncs (account_id, created_by, status, source, started_at, finished_at, errors)
       VALUES ($1, $2, 'failed', 'https://feed.example.com/v1/export', now() - interval '7 days',
               now() - interval '7 days' + interval '4 seconds',
               'The rodeo feed at https://feed.example.com/v1/export answered 503')`,
      [owner.account_id, owner.user_id],
    );
  }
}
