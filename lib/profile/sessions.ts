import { ApiError } from '../api/api-error.ts';
import { callCommand } from '../api/api.ts';
import { apiReason } from '../api/reason-text.ts';
import { secondFactorCommands } from '../protocol/second-factor.ts';
import { sessionCommands, type SessionInfo } from '../protocol/session.ts';

/**
 * "Where you are signed in" on the page's API client (docs/security.md "Sessions you can see"): one's own
 * sessions, or (an admin) a user's below their level. Loaded with the section only.
 */
const quiet = { report: false } as const;
const whose = (userId: number | undefined) => (userId === undefined ? {} : { user_id: userId });

export const sessionActions = {
  list: async (userId?: number) => (await callCommand(sessionCommands.list, whose(userId), quiet)).rows,
  end: (sessionId: number) => callCommand(sessionCommands.end, { session_id: sessionId }, quiet),
  endOthers: async (userId?: number) =>
    (await callCommand(sessionCommands.end_others, whose(userId), quiet)).ended,
  /** A user's factors removed and sessions ended (docs/security.md "Second-factor reset"): whether they were told. */
  resetSecondFactor: async (userId: number) =>
    (await callCommand(secondFactorCommands.reset, { user_id: userId }, quiet)).mail_queued,
};

/**
 * The server's reason: its code's text in the page's language (lib/api/texts.ts), in English its own
 * words; else `fallback`, what to do when there is none.
 */
export const failureOf = (error: unknown, fallback: string): string => apiReason(error) ?? fallback;

/** Whether a failed list means the caller may not see these sessions at all (the section then hides). */
export const notReachable = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 403 || error.status === 404);

/** How a session is named, in the view's language (elements/sessions/texts.ts). */
export interface SessionNameTexts {
  browserOn: (values: { browser: string; system: string }) => string;
  unknownBrowser: string;
  panelElsewhere: string;
  namedPanel: (values: { name: string }) => string;
}

/** A session as a person recognises it: 'Firefox 133 on macOS', or what is known of it. */
export function sessionName(
  session: Pick<SessionInfo, 'browser' | 'system' | 'embed'>,
  t: SessionNameTexts,
): string {
  const { browser, system } = session;
  const name =
    browser && system
      ? t.browserOn({ browser, system })
      : browser || system || (session.embed ? t.panelElsewhere : t.unknownBrowser);
  return session.embed && browser ? t.namedPanel({ name }) : name;
}

/** The session whose End button takes the focus once `ended` is gone: the next one, else the one before. */
export function nextAfter(rows: readonly SessionInfo[], ended: number): SessionInfo | undefined {
  const endable = rows.filter((row) => !row.current);
  const at = endable.findIndex((row) => row.session_id === ended);
  return at < 0 ? undefined : (endable[at + 1] ?? endable[at - 1]);
}
