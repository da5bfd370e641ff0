import type { Db } from '../db/db.ts';
import type { Keys } from '../keys.ts';

/** Placeholder until the connections engineer's version lands: demo service and Stripe connections. */
export async function seedConnections(_db: Db, _keys: Keys): Promise<void> {}
