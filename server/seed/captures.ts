import { CAPTURE_CHART_DAYS } from '../../lib/resources/capture.ts';
import type { Db } from '../db/db.ts';
import { FIRST_NAMES, LAST_NAMES, TOWNS, pick, seeded } from '../rodeo-feed/names.ts';

// What the property sites of each demo account post: the site, its forms, and a day's usual traffic.
const SITES: Record<string, { site: string; form: string; perDay: number }[]> = {
  'demo.test': [
    { site: 'www.demo.test', form: 'newsletter', perDay: 4 },
    { site: 'tickets.demo.test', form: 'ticket-waitlist', perDay: 3 },
    { site: 'www.demo.test', form: 'sponsor-inquiry', perDay: 1 },
  ],
  'other.test': [{ site: 'other.test', form: 'contact', perDay: 1 }],
};

function fieldsOf(form: string, random: () => number): Record<string, string | boolean> {
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  const email = `${first}.${last}@example.com`.toLowerCase();
  const [city, state] = pick(random, TOWNS);
  if (form === 'newsletter') return { email, first_name: first, opt_in: true };
  if (form === 'ticket-waitlist')
    return {
      name: `${first} ${last}`,
      email,
      city: `${city}, ${state}`,
      seats: String(1 + Math.floor(random() * 4)),
    };
  if (form === 'sponsor-inquiry')
    return { company: `${last} Feed & Supply`, contact: `${first} ${last}`, email, tier: 'silver' };
  return { name: `${first} ${last}`, email, message: `Is there parking near the ${city} arena?` };
}

/** Two weeks of submissions, spread over each day, so the Captured Data chart has a shape from the start. */
export async function seedCaptures(db: Db): Promise<void> {
  const random = seeded(7_700);
  for (const [domain, sources] of Object.entries(SITES)) {
    const [account] = await db.query<{ account_id: number }>(
      'SELECT account_id FROM accounts WHERE domain = $1',
      [domain],
    );
    if (!account) throw new Error(`Demo seed: no account ${domain}`);
    for (let day = 0; day < CAPTURE_CHART_DAYS; day += 1) {
      for (const { site, form, perDay } of sources) {
        const count = Math.floor(random() * (perDay * 2 + 1));
        for (let n = 0; n < count; n += 1) {
          const minutesAgo = day * 1440 + Math.floor(random() * 1440);
          await db.query(
            `INSERT INTO captures (account_id, site, form, fields, received_at)
             VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5))`,
            [account.account_id, site, form, JSON.stringify(fieldsOf(form, random)), minutesAgo],
          );
        }
      }
    }
  }
}
