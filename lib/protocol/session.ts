import { z } from './z.ts';
import { ACCESS } from './access.ts';
import { defineCommands } from './command.ts';
import { id, timestamp } from './fields.ts';

/** One live session as its user (or an admin above them) sees it (docs/security.md "Sessions you can see"). */
export const sessionInfoSchema = z.object({
  session_id: z.int(),
  /** Browser and system read from the sign-in's User-Agent ('Chrome 131', 'Linux'); empty when unknown. */
  browser: z.string(),
  system: z.string(),
  ip: z.nullable(z.string()),
  signed_in_at: timestamp,
  last_used_at: timestamp,
  /** The session of the request that listed them. */
  current: z.boolean(),
  /** Made by an API key for a panel embedded on another site. */
  embed: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** Whose sessions: oneself when left out; an admin names a user below their own level. */
const whose = z.object({ user_id: z.optional(id) });

export const sessionCommands = defineCommands('session', {
  list: {
    method: 'GET',
    auth: 'user',
    access: ACCESS.signedIn,
    request: whose,
    response: z.object({ rows: z.array(sessionInfoSchema) }),
    summary:
      'The live sessions of the caller, or (group admins and up) of a user below their level in their account (super admins: any account), most recently used first.',
  },
  end: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.signedIn,
    request: z.object({ session_id: id }),
    response: z.object({ success: z.boolean() }),
    summary: 'End one session: one of the caller’s own, or of a user below the caller’s level.',
  },
  end_others: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.signedIn,
    request: whose,
    response: z.object({ ended: z.int() }),
    summary:
      'End every session of the caller but the current one, or every session of a user below the caller’s level.',
  },
});
