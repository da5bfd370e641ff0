import { z } from './z.ts';
import { ACCESS } from './access.ts';
import { defineCommands } from './command.ts';
import { id, instant, timestamp } from './fields.ts';
import { gateCountsSchema } from './gate-counts.ts';
import { said } from './issue-texts.ts';

const day = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: said('Expected a date as YYYY-MM-DD') }));

/** How many upcoming rodeos and broadcasts the dashboard lists. */
export const UPCOMING_LIMIT = 5;

export const dashboardCommands = defineCommands('dashboard', {
  glance: {
    method: 'GET',
    auth: 'user',
    access: ACCESS.signedIn,
    request: z.object({
      /** The caller's previous visit: records changed after it are counted. */
      since: instant,
      /** The caller's today, in their own time zone: rodeos from it on are upcoming. */
      today: day,
    }),
    response: z.object({
      /**
       * Per area the caller may read: its records changed since, in the sidebar's order, with the area's
       * plural from its definition ('Broadcasts', 'Helpbot FAQs'), which the browser has not loaded.
       */
      changed: z.array(z.object({ resource: z.string(), label: z.string(), count: z.int() })),
      /** Present when the caller may read rodeos. */
      rodeos: z.optional(
        z.array(
          z.object({
            rodeo_id: id,
            name: z.string(),
            starts_on: z.string(),
            city: z.nullable(z.string()),
          }),
        ),
      ),
      /**
       * Present when a rodeo is coming and the caller may read its gate counts: the first rodeo's, as
       * `checkin/counts` answers them, so that the dashboard's card shows them without a call of its own.
       */
      gate_counts: z.optional(z.extend(gateCountsSchema, { rodeo_id: id })),
      /** Present when the caller may read broadcasts: the scheduled ones still to go out. */
      broadcasts: z.optional(
        z.array(
          z.object({
            broadcast_id: id,
            title: z.string(),
            channel: z.string(),
            scheduled_at: timestamp,
          }),
        ),
      ),
    }),
    summary:
      'The dashboard in one call: per area the caller may read, how many of the account’s records changed since `since`; the next rodeos from `today` and the first one’s gate counts; the next scheduled broadcasts.',
  },
});
