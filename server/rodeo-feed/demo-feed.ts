import { RODEO_EVENTS } from '../../lib/resources/contestant.ts';
import {
  CIRCUITS,
  FIRST_NAMES,
  LAST_NAMES,
  RODEO_WORDS,
  TOWNS,
  VENUES,
  addDays,
  pick,
  seeded,
} from './names.ts';

/** A rodeo as the feed sends it: its own id, the rest named like the console's fields. */
export type FeedRodeo = {
  id: string;
  name: string;
  starts_on: string;
  ends_on: string | null;
  venue: string;
  city: string;
  state: string;
  circuit: string;
  status: string;
  ticket_url: string | null;
};

export type FeedContestant = {
  id: string;
  rodeo_id: string;
  name: string;
  hometown: string;
  event: string;
};

export interface RodeoFeed {
  rodeos: FeedRodeo[];
  contestants: FeedContestant[];
}

export const DEMO_FEED_RODEOS = 300;

const STATUSES = ['scheduled', 'scheduled', 'completed', 'live', 'cancelled'] as const;

/**
 * The demo rodeo feed: a season of a few hundred rodeos and thousands of contestants, the same every
 * time. Some rows are invalid on purpose, as a real feed's would be: a rodeo that ends before it starts or
 * has no name, a contestant in an event the console does not know, without a name, or entered in a rodeo
 * the feed does not list.
 */
export function demoFeed(rodeoCount = DEMO_FEED_RODEOS): RodeoFeed {
  const random = seeded(20_261_123);
  const rodeos: FeedRodeo[] = [];
  const contestants: FeedContestant[] = [];
  for (let r = 1; r <= rodeoCount; r += 1) {
    const id = `RD-${String(r).padStart(5, '0')}`;
    const [city, state] = pick(random, TOWNS);
    const starts = addDays('2026-01-09', Math.floor(((r - 1) * 365) / rodeoCount));
    const days = 1 + Math.floor(random() * 5);
    rodeos.push({
      id,
      name: r % 53 === 0 ? '' : `${city} ${pick(random, RODEO_WORDS)}`,
      starts_on: starts,
      ends_on: r % 37 === 0 ? addDays(starts, -2) : addDays(starts, days - 1),
      venue: `${city} ${pick(random, VENUES)}`,
      city,
      state,
      circuit: pick(random, CIRCUITS),
      status: pick(random, STATUSES),
      ticket_url: random() < 0.7 ? `https://tickets.example.com/rodeos/${id.toLowerCase()}` : null,
    });
    const entries = 6 + Math.floor(random() * 9);
    for (let e = 1; e <= entries; e += 1) {
      const n = contestants.length + 1;
      const [homeCity, homeState] = pick(random, TOWNS);
      contestants.push({
        id: `CT-${String(n).padStart(6, '0')}`,
        rodeo_id: n % 131 === 0 ? 'RD-99999' : id,
        name: n % 89 === 0 ? '' : `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`,
        hometown: `${homeCity}, ${homeState}`,
        event: n % 97 === 0 ? 'mutton bustin' : pick(random, RODEO_EVENTS),
      });
    }
  }
  return { rodeos, contestants };
}
