import { z } from './z.ts';
import { ACCESS } from './access.ts';
import { defineCommands } from './command.ts';
import { AREA_NAME_MAX } from './activity.ts';
import { id, timestamp } from './fields.ts';
import { plainText } from './plain-text.ts';

// docs/architecture.md, "Live changes": one server-sent events stream per page.

/** A record a colleague wrote: which, how and by whom, never its fields (the client re-reads it). */
export const liveChangeSchema = z.object({
  id: z.int(),
  area: z.string(),
  record_id: z.int(),
  /** The command that wrote it: create, update, delete, move, restore, ... */
  action: z.string(),
  by: z.nullable(z.object({ user_id: z.int(), name: z.string() })),
  /** The record's version after the write; null after a delete. */
  updated_at: z.nullable(timestamp),
  at: timestamp,
});
export type LiveChange = z.output<typeof liveChangeSchema>;

/**
 * The events of the stream, by their SSE `event:` name: `ready` once open (its `id` the account's latest
 * event), `change` per record, `refresh` when a replay cannot be given (the client re-reads what it
 * shows), `end` before the server closes the stream (`session`: signed out; `drain` or `restart`: connect
 * again, elsewhere).
 */
export const LIVE_EVENTS = ['ready', 'change', 'refresh', 'end'] as const;
export type LiveEventName = (typeof LIVE_EVENTS)[number];
export const LIVE_END_REASONS = ['session', 'drain', 'restart'] as const;
export type LiveEndReason = (typeof LIVE_END_REASONS)[number];

/** Who else has a record open (presence, no lock): a colleague, since when they have it open. */
export const liveHereSchema = z.object({
  others: z.array(z.object({ user_id: z.int(), name: z.string(), since: timestamp })),
});
export type LiveHere = z.output<typeof liveHereSchema>;

export const liveCommands = defineCommands('live', {
  stream: {
    method: 'GET',
    auth: 'user',
    access: ACCESS.signedIn,
    request: z.object({
      /** A super admin's pick of account (docs/behaviour.md); anyone else's own account only. */
      account_id: z.optional(id),
      /** The id of the last event received, replayed after (bounded); else the `Last-Event-ID` header's. */
      last_event_id: z.optional(id),
    }),
    response: liveChangeSchema,
    summary:
      'A text/event-stream of the changes the caller may read in their account (event: ready, change, refresh, end; heartbeats as comments). Read with fetch and the Authorization header; reconnect with last_event_id or the Last-Event-ID header.',
  },
  here: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.signedIn,
    request: z.object({
      area: plainText().check(z.minLength(1), z.maxLength(AREA_NAME_MAX)),
      record_id: id,
      /** The screen closed: the caller no longer has it open. */
      leaving: z.optional(z.boolean()),
    }),
    response: liveHereSchema,
    summary:
      'Says the caller has this record open (an edit screen, again every 20 s; leaving: true when it closes) and answers who else in the account has it open. Presence only: nothing is locked.',
  },
});
