import { atom, type ReadableAtom } from 'nanostores';
import type { LiveHere } from '../protocol/live.ts';

/** How often an open edit screen says so (the server forgets one not heard from for 60 s). */
export const PRESENCE_EVERY_MS = 20_000;

export interface PresenceDeps {
  /** live/here for this record; `leaving` when the screen closes. */
  here: (leaving: boolean) => Promise<LiveHere>;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface Presence {
  /** The colleagues who have the record open besides the caller. */
  $others: ReadableAtom<LiveHere['others']>;
  /** Says the screen is open now and every 20 s; the returned stop says it closed. */
  start(): () => void;
}

/**
 * Who else has a record open (docs/architecture.md, "Live changes: the client"): presence only, nothing is
 * locked. A refused call (an area the session may not follow) stops asking; a failed one is tried at the
 * next turn.
 */
export function createPresence(deps: PresenceDeps): Presence {
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const $others = atom<LiveHere['others']>([]);
  return {
    $others,
    start() {
      let timer: unknown;
      let open = true;
      const say = async () => {
        try {
          const { others } = await deps.here(false);
          if (open) $others.set(others);
        } catch (error) {
          if ((error as { status?: number }).status === 403) return;
        }
        if (open) timer = setTimer(() => void say(), PRESENCE_EVERY_MS);
      };
      void say();
      return () => {
        open = false;
        clearTimer(timer);
        $others.set([]);
        void deps.here(true).catch(() => undefined);
      };
    },
  };
}
