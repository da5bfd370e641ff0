import type { Command } from '../../lib/protocol/command.ts';
import type { z } from '../../lib/protocol/z.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { Keys } from '../keys.ts';
import type { Along } from '../activity/along.ts';
import type { Trail } from '../activity/trail.ts';

/** The caller behind a user token, as the database says now (level and account are never taken from input). */
export interface Session {
  /** The session row behind the token (logout revokes it). */
  sessionId: number;
  userId: number;
  accountId: number;
  access: number;
  /** Set when the caller authenticated with an API key rather than a session token. */
  apiKeyId?: number;
  /** An embed session's `module/command` names: every other command is refused, whatever the level. */
  scope?: readonly string[];
  /** The user still has a one-time password (server/auth/password-change-gate.ts). */
  mustChangePassword?: boolean;
  /** The user's level needs a second factor they have not set up (server/auth/second-factor-policy.ts). */
  mustSetUpSecondFactor?: boolean;
}

export interface Ctx {
  db: Db;
  config: Config;
  keys: Keys;
  /** Non-null for auth:'user' commands; a placeholder is never handed out for auth:'site'. */
  session: Session;
  ip: string;
  /** The public origin for URLs the browser follows (redirects, callbacks). */
  origin: string;
  /** The request's Origin header: the page that sent it, when a browser did. */
  requestOrigin: string | undefined;
  /** The request's User-Agent header, kept with a new session (docs/security.md "Sessions you can see"). */
  userAgent: string | undefined;
  /** A request header by name (case-insensitive), for the few commands that read one of the web's own. */
  header: (name: string) => string | undefined;
  /** The bearer of an `auth: 'secret'` command, which its handler checks itself. */
  credential?: string;
  /** The records a write command changed, for its activity entry (server/activity/trail.ts). */
  trail?: Trail;
  /** Set when the command's write is one statement that carries its own trail (server/activity/along.ts). */
  along?: Along;
}

/** A payload, or a payload with a token that rotates the client's session, or a raw Response (NDJSON). */
export type HandlerResult<C extends Command> =
  z.output<C['response']> | { payload: z.output<C['response']>; token?: string } | Response;

export type Handler<C extends Command> = (
  ctx: Ctx,
  input: z.output<C['request']>,
) => Promise<HandlerResult<C>>;

export type Handlers<Cs extends Record<string, Command>> = { [K in keyof Cs]: Handler<Cs[K]> };

/** One protocol module on the server: its command table and one handler per command (none missing). */
export interface HandlerSet {
  commands: Record<string, Command>;
  handlers: Record<string, Handler<Command>>;
  /**
   * Its writes change no row a session read holds (SESSION_READ_TABLES, server/auth/session-rule.ts), so
   * they leave the process's reused session reads in place; without it every write drops them
   * (docs/security.md, "Sessions").
   */
  keepsSessions?: boolean;
  /**
   * Its commands whose write is one statement carrying its own activity entry, revision and change event
   * (server/activity/along.ts): they run without a transaction around them.
   */
  oneStatement?: ReadonlySet<string>;
}

export const defineHandlers = <Cs extends Record<string, Command>>(
  commands: Cs,
  handlers: Handlers<Cs>,
): HandlerSet => ({ commands, handlers: handlers as unknown as Record<string, Handler<Command>> });
