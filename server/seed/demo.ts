import { createHash } from 'node:crypto';
import type { Db } from '../db/db.ts';
import type { Keys } from '../keys.ts';
import { hashPassword } from '../auth/password.ts';
import { seedConnections } from './connections.ts';
import { seedResources } from './resources.ts';
import { seedCaptures } from './captures.ts';
import { seedRodeos } from './rodeos.ts';
import { seedSampleRows } from './sample-rows.ts';
import { seedTickets } from './tickets.ts';

export const DEMO_PASSWORD = 'demo-password';

export const DEMO_ACCOUNTS = [
  {
    name: 'Demo Rodeo Network',
    domain: 'demo.test',
    description: 'The demo network: one user at each named access level.',
    users: [
      { email: 'user@demo.test', first: 'Uma', last: 'User', access: 3 },
      { email: 'group@demo.test', first: 'Gus', last: 'Group', access: 5 },
      { email: 'circuit@demo.test', first: 'Cara', last: 'Circuit', access: 6 },
      { email: 'admin@demo.test', first: 'Ada', last: 'Admin', access: 7 },
      { email: 'super@demo.test', first: 'Sam', last: 'Super', access: 9 },
    ],
  },
  {
    name: 'Other Property',
    domain: 'other.test',
    description: 'A second tenant, to show that nothing crosses accounts.',
    users: [{ email: 'owner@other.test', first: 'Olive', last: 'Owner', access: 5 }],
  },
] as const;

/** Seeds the demo accounts and users on an empty database; returns false when data already exists. */
export async function seedDemo(db: Db, keys: Keys): Promise<boolean> {
  const [existing] = await db.query('SELECT 1 FROM accounts LIMIT 1');
  if (existing) return false;
  // The client sends SHA-256 hex of the password (docs/behaviour.md#validation); that is what the server stores a hash of.
  const passhash = createHash('sha256').update(DEMO_PASSWORD).digest('hex');
  // One hash for all: they share the demo password anyway, and seeding stays one argon2 run fast.
  const passwordHash = await hashPassword(passhash, keys.pepper);
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await tx.query<{ account_id: number }>(
        // The demo domains count as proved (docs/security.md), so the demo's captures and branding work.
        `INSERT INTO accounts (account_name, domain, description, domain_verified_at, domain_verified_by)
         VALUES ($1, $2, $3, now(), 'demo seed') RETURNING account_id`,
        [account.name, account.domain, account.description],
      );
      for (const user of account.users) {
        await tx.query(
          `INSERT INTO users (account_id, email, first_name, last_name, password_hash, access)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [row?.account_id, user.email, user.first, user.last, passwordHash, user.access],
        );
      }
    }
    await seedConnections(tx, keys);
    await seedResources(tx);
    await seedRodeos(tx);
    await seedTickets(tx, keys);
    await seedCaptures(tx);
    await seedSampleRows(tx);
  });
  return true;
}
