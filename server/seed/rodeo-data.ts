import type { contestant } from '../../lib/resources/contestant.ts';
import { RODEO_EVENTS } from '../../lib/resources/contestant.ts';
import type { DemoRow } from '../../lib/resources/record-types.ts';
import type { rodeo } from '../../lib/resources/rodeo.ts';
import type { ticketOrder } from '../../lib/resources/ticket-order.ts';
import { FIRST_NAMES, LAST_NAMES, TOWNS, pick, seeded } from '../rodeo-feed/names.ts';

// Demo rodeos, contestants and ticket orders of both demo accounts, keyed by account domain like
// DEMO_RESOURCES. Contestants and orders name their rodeo by its name, resolved when seeding.
type Rows = Record<string, unknown>[];
// Checked against each area's fields (lib/resources/record-types.ts): a misspelt field does not compile.
type RodeoRow = DemoRow<typeof rodeo.fields>;
type ContestantRow = DemoRow<typeof contestant.fields>;
type OrderRow = DemoRow<typeof ticketOrder.fields>;

const DEMO_RODEOS: Record<string, RodeoRow[]> = {
  'demo.test': [
    {
      name: 'Panhandle Stampede',
      starts_on: '2026-06-18',
      ends_on: '2026-06-21',
      venue: 'Tri-State Fairgrounds Arena',
      city: 'Amarillo',
      state: 'TX',
      circuit: 'Texas',
      status: 'completed',
      ticket_url: 'https://tickets.example.com/panhandle-stampede',
      description:
        'Four nights of rough stock and timed events under the lights, with a kids’ mutton bustin’.',
    },
    {
      name: 'Red River Roundup',
      starts_on: '2026-07-09',
      ends_on: '2026-07-11',
      venue: 'Logan County Expo Center',
      city: 'Guthrie',
      state: 'OK',
      circuit: 'Prairie',
      status: 'completed',
      ticket_url: 'https://tickets.example.com/red-river-roundup',
    },
    {
      name: 'High Plains Frontier Days',
      starts_on: '2026-07-24',
      ends_on: '2026-08-01',
      venue: 'Frontier Park Arena',
      city: 'Cheyenne',
      state: 'WY',
      circuit: 'Mountain States',
      status: 'completed',
      description: 'Nine days of rodeo, a parade downtown and the night show in the park.',
    },
    {
      name: 'Concho Valley Pro Rodeo',
      starts_on: '2026-09-11',
      ends_on: '2026-09-13',
      venue: 'Foster Communications Coliseum',
      city: 'San Angelo',
      state: 'TX',
      circuit: 'Texas',
      status: 'completed',
    },
    {
      name: 'Black Hills Roundup',
      starts_on: '2026-12-04',
      ends_on: '2026-12-06',
      venue: 'Central States Fairgrounds',
      city: 'Rapid City',
      state: 'SD',
      circuit: 'Badlands',
      status: 'scheduled',
      ticket_url: 'https://tickets.example.com/black-hills-roundup',
    },
    {
      name: 'Winter Classic Rough Stock',
      starts_on: '2027-01-15',
      ends_on: '2027-01-16',
      venue: 'Cowtown Coliseum',
      city: 'Fort Worth',
      state: 'TX',
      circuit: 'Texas',
      status: 'scheduled',
      description: 'Bareback, saddle bronc and bull riding only; two go-rounds and a short round.',
    },
    {
      name: 'Cross Timbers Rodeo Days',
      starts_on: '2027-03-05',
      ends_on: '2027-03-07',
      venue: 'Erath County Event Center',
      city: 'Stephenville',
      state: 'TX',
      circuit: 'Texas',
      status: 'draft',
    },
    {
      name: 'Big Sky Range Days',
      starts_on: '2027-05-21',
      venue: 'MetraPark Arena',
      city: 'Billings',
      state: 'MT',
      circuit: 'Montana',
      status: 'draft',
    },
  ],
  'other.test': [
    {
      name: 'Columbia Basin Round-Up',
      starts_on: '2026-08-27',
      ends_on: '2026-08-30',
      venue: 'Round-Up Grounds',
      city: 'Pendleton',
      state: 'OR',
      circuit: 'Columbia River',
      status: 'completed',
    },
    {
      name: 'Kittitas Labor Day Rodeo',
      starts_on: '2027-09-03',
      ends_on: '2027-09-06',
      city: 'Ellensburg',
      state: 'WA',
      circuit: 'Columbia River',
      status: 'scheduled',
    },
  ],
};

const CONTESTANTS_PER_RODEO = 6;
const ORDERS_PER_RODEO = 5;

function contestantsOf(rodeos: RodeoRow[], random: () => number): ContestantRow[] {
  return rodeos.flatMap((rodeo) =>
    Array.from({ length: CONTESTANTS_PER_RODEO }, (_, index): ContestantRow => {
      const [city, state] = pick(random, TOWNS);
      return {
        rodeo: rodeo.name,
        name: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`,
        hometown: `${city}, ${state}`,
        event: RODEO_EVENTS[index % RODEO_EVENTS.length],
      };
    }),
  );
}

// Orders only for rodeos that have sold tickets (not drafts); some refunded, a few cancelled.
function ordersOf(domain: string, rodeos: RodeoRow[], random: () => number): OrderRow[] {
  const prefix = domain === 'demo.test' ? 'DRN' : 'OTH';
  let number = 1000;
  return rodeos
    .filter((rodeo) => rodeo.status !== 'draft')
    .flatMap((rodeo) =>
      Array.from({ length: ORDERS_PER_RODEO }, (): OrderRow => {
        number += 1;
        const first = pick(random, FIRST_NAMES);
        const last = pick(random, LAST_NAMES);
        const quantity = 1 + Math.floor(random() * 6);
        const roll = random();
        const daysBefore = 3 + Math.floor(random() * 40);
        const ordered = new Date(
          Date.parse(`${String(rodeo.starts_on)}T15:00:00Z`) - daysBefore * 86_400_000,
        );
        const status = roll > 0.92 ? 'cancelled' : roll > 0.82 ? 'refunded' : 'paid';
        const amount = quantity * (roll < 0.3 ? 4500 : 2800);
        return {
          order_number: `${prefix}-${number}`,
          rodeo: rodeo.name,
          buyer_name: `${first} ${last}`,
          buyer_email: `${first}.${last}${number}@example.com`.toLowerCase(),
          quantity,
          amount,
          currency: 'USD',
          status,
          ...(status === 'refunded'
            ? { refunded_amount: amount, refunded_at: new Date(ordered.getTime() + 86_400_000).toISOString() }
            : {}),
          stripe_payment_id: `pi_demo${prefix}${number}`,
          ordered_at: ordered.toISOString(),
        };
      }),
    );
}

/** Per account domain: rodeo, contestant and ticket_order rows, each as its create schema takes it. */
export const DEMO_RODEO_RESOURCES: Record<string, Record<string, Rows>> = Object.fromEntries(
  Object.entries(DEMO_RODEOS).map(([domain, rodeos], index) => {
    const random = seeded(1_000 + index);
    return [
      domain,
      {
        rodeo: rodeos,
        contestant: contestantsOf(rodeos, random),
        ticket_order: ordersOf(domain, rodeos, random),
      },
    ];
  }),
);
