import type { Session } from '../http/handlers.ts';

// Past this many sessions held at once the whole store is dropped: each is at most sessionRecheckMs old,
// so holding more would only grow memory under a crowd of tokens, never save a read that matters.
const MAX_HELD = 10_000;

interface Held {
  session: Session;
  readAt: number;
}

/**
 * Session reads reused for a short while (docs/security.md, "Sessions"): a token read at most `recheckMs`
 * ago is served from memory, and any write this process runs drops every held read, so a sign-out, a
 * revoke, a disable or a level change made here applies on the very next request. A change made by
 * another process (another worker or machine) applies within `recheckMs`.
 */
export interface SessionReuse {
  /** The session read for this token hash, when it is recent and no write came since. */
  recent: (hash: string) => Session | undefined;
  /** Where writes stand before a read: keep() drops that read if a write finished meanwhile. */
  mark: () => number;
  keep: (hash: string, session: Session, mark: number) => void;
  /** A write finished: nothing read before it is served again. */
  forget: () => void;
}

export function sessionReuse(
  recheckMs: number,
  now: () => number = performance.now.bind(performance),
): SessionReuse {
  const held = new Map<string, Held>();
  let writes = 0;
  return {
    recent: (hash) => {
      const entry = held.get(hash);
      if (!entry) return undefined;
      if (now() - entry.readAt < recheckMs) return entry.session;
      held.delete(hash);
      return undefined;
    },
    mark: () => writes,
    keep: (hash, session, mark) => {
      if (recheckMs <= 0 || mark !== writes) return;
      if (held.size >= MAX_HELD) held.clear();
      held.set(hash, { session: Object.freeze(session), readAt: now() });
    },
    forget: () => {
      writes++;
      held.clear();
    },
  };
}
