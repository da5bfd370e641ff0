import { atom, type ReadableAtom } from 'nanostores';
import type { CallCommand } from '../api/client.ts';
import { failureText } from '../format/failure-text.ts';
import { embedClaimCommands } from '../protocol/embed-claim.ts';
import type { SessionStore } from './session.ts';

/** A failed claim keeps its reason ('' when it said none), which the panel words (lib/session/embed-texts.ts). */
export type EmbedClaimState = { status: 'idle' | 'claiming' } | { status: 'failed'; reason: string };

export interface EmbedSessionDeps {
  call: CallCommand;
  session: SessionStore;
  /** The page's configureConsole({ fetchEmbedSecret }), looked up when a session is needed. */
  fetchSecret: () => (() => Promise<string>) | undefined;
}

/**
 * Embed sessions (docs/embedding.md): the embedding site's server makes a client secret, the page's
 * fetchEmbedSecret hands it over, and it is claimed here for a session kept in this page only. Every panel
 * and every call that finds the session gone share one claim at a time.
 */
export function createEmbedSessions({ call, session, fetchSecret }: EmbedSessionDeps) {
  const $claim = atom<EmbedClaimState>({ status: 'idle' });
  let pending: Promise<boolean> | undefined;

  async function claimOnce(): Promise<boolean> {
    const fetch = fetchSecret();
    if (!fetch) return false;
    $claim.set({ status: 'claiming' });
    try {
      const secret = await fetch();
      if (typeof secret !== 'string' || !secret) throw new Error('fetchEmbedSecret gave no client secret');
      const claimed = await call(embedClaimCommands.claim, {}, { credential: secret, report: false });
      const { token, access, user } = claimed;
      session.setAuth({ token, access, id: user.user_id, userInfo: user }, { persist: false });
      $claim.set({ status: 'idle' });
      return true;
    } catch (error) {
      $claim.set({ status: 'failed', reason: failureText(error, '') });
      return false;
    }
  }

  /** Resolves whether a session was claimed; a claim under way is joined, not repeated. */
  const claim = (): Promise<boolean> =>
    (pending ??= claimOnce().finally(() => {
      pending = undefined;
    }));

  /** A call found the token `expired` refused: claim a new session, unless another call already has. */
  const renew = (expired: string): Promise<boolean> => {
    const current = session.$session.get().token;
    return current && current !== expired ? Promise.resolve(true) : claim();
  };

  return { $claim: $claim as ReadableAtom<EmbedClaimState>, claim, renew };
}
