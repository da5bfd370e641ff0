import type { Db } from '../../server/db/db.ts';
import { BENCH_DOMAIN } from './seed-connections.ts';

// Fifty two-letter states, one in fifty rows each: a state filter matches 2% of the contacts.
const STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );
const FIRST = [
  'Wade',
  'Casey',
  'June',
  'Rusty',
  'Opal',
  'Dale',
  'Tess',
  'Cody',
  'Lena',
  'Hank',
  'Mae',
  'Jory',
];
// Repeated surnames, as a real list has them: the sort needs its tie-breaker (contact_id).
const LAST = [
  'Harlan',
  'Whitfield',
  'Gaines',
  'Strand',
  'Barlow',
  'Cassidy',
  'Dunn',
  'Ellery',
  'Fenton',
  'Garrett',
  'Hollis',
  'Ivers',
  'Jessup',
  'Keller',
  'Lowry',
  'Maddox',
  'Nolan',
  'Ortega',
  'Pruitt',
  'Quade',
  'Rourke',
  'Sutter',
  'Tolliver',
  'Upton',
  'Vance',
  'Wolcott',
  'Yates',
  'Zimmer',
];

// Twenty cities, one in twenty rows each: a city search (tests/bench/scenarios.ts) finds 5,000.
const CITIES =
  'Cheyenne Laramie Casper Gillette Sheridan Cody Rawlins Riverton Jackson Lander Evanston Douglas Torrington Worland Buffalo Powell Kemmerer Newcastle Sundance Thermopolis'.split(
    ' ',
  );

export const BENCH_STATE = 'TX';

export interface ContactSeed {
  rows: number;
  /** How many of them are in BENCH_STATE: what the filtered list counts. */
  inState: number;
  ms: number;
}

/** Adds `rows` contacts to the demo account in one statement, spread over the states and names above. */
export async function seedContacts(db: Db, rows: number): Promise<ContactSeed> {
  const started = performance.now();
  await db.transaction(async (tx) => {
    const [account] = await tx.query<{ account_id: number }>(
      'SELECT account_id FROM accounts WHERE domain = $1',
      [BENCH_DOMAIN],
    );
    if (!account) throw new Error(`No ${BENCH_DOMAIN} account: was the demo seeded?`);
    await tx.query(
      `INSERT INTO contacts (account_id, first_name, last_name, email, phone, city, state, opted_in, source,
                             created_at, updated_at)
       SELECT $1, ($2::text[])[1 + g % cardinality($2::text[])],
              ($3::text[])[1 + (g * 5) % cardinality($3::text[])],
              'bench-contact-' || g || '@example.com', lpad((5550000000 + g)::text, 10, '0'),
              ($6::text[])[1 + (g * 3) % cardinality($6::text[])],
              ($4::text[])[1 + g % cardinality($4::text[])], g % 3 = 0, 'bench',
              now() - make_interval(secs => $5::int - g), now()
         FROM generate_series(1, $5::int) AS g`,
      [account.account_id, FIRST, LAST, STATES, rows, CITIES],
    );
  });
  await db.query('ANALYZE contacts');
  const ms = performance.now() - started;
  // The demo's own contacts count too: the list shows the whole account's.
  const [counted] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM contacts c JOIN accounts a USING (account_id)
      WHERE a.domain = $1 AND c.state = $2`,
    [BENCH_DOMAIN, BENCH_STATE],
  );
  return { rows, inState: counted?.n ?? 0, ms };
}
