import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import type { CallCommand } from '../../../lib/api/client.ts';
import { createEmbedSessions } from '../../../lib/session/embed-sessions.ts';
import { createSessionStore } from '../../../lib/session/session.ts';
import { USER_INFO } from './user-info.ts';

function setup(fetchSecret: (() => Promise<string>) | undefined, claim?: (secret: string) => unknown) {
  const storage = new Map<string, string>();
  const session = createSessionStore({
    getItem: (key) => storage.get(key) ?? null,
    setItem: (key, value) => void storage.set(key, value),
    removeItem: (key) => void storage.delete(key),
  });
  let claims = 0;
  const call = vi.fn(async (_command: unknown, _input: unknown, options?: { credential?: string }) => {
    claims += 1;
    if (claim) return claim(options?.credential ?? '');
    return { token: `session-${claims}`, access: 3, expires_at: '2030-01-01T00:00:00Z', user: USER_INFO };
  });
  const embed = createEmbedSessions({
    call: call as unknown as CallCommand,
    session,
    fetchSecret: () => fetchSecret,
  });
  return { embed, session, call, storage };
}

describe('embed sessions in the page', () => {
  it('claim the secret the page fetches and sign in with it, in memory only', async () => {
    const fetchSecret = vi.fn(async () => 'es_one');
    const { embed, session, call, storage } = setup(fetchSecret);
    expect(await embed.claim()).toBe(true);
    expect(call.mock.calls[0]?.[2]).toEqual({ credential: 'es_one', report: false });
    expect(session.$session.get()).toEqual({ token: 'session-1', access: 3, id: 12, userInfo: USER_INFO });
    expect(storage.size).toBe(0);
    expect(embed.$claim.get()).toEqual({ status: 'idle' });
  });

  it('share one claim between every panel and call that needs it', async () => {
    let release = (_secret: string): void => {};
    const fetchSecret = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const { embed, call } = setup(fetchSecret);
    const waiting = [embed.claim(), embed.claim(), embed.renew('stale')];
    expect(embed.$claim.get()).toEqual({ status: 'claiming' });
    release('es_one');
    expect(await Promise.all(waiting)).toEqual([true, true, true]);
    expect([fetchSecret.mock.calls.length, call.mock.calls.length]).toEqual([1, 1]);
  });

  it('renew only a session that is still the expired one', async () => {
    const { embed, call } = setup(async () => 'es_one');
    await embed.claim();
    expect(await embed.renew('an-older-token')).toBe(true);
    expect(call).toHaveBeenCalledOnce();
    expect(await embed.renew('session-1')).toBe(true);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('say why a claim failed, keep nobody signed in, and try again only when asked', async () => {
    const refused = new ApiError('Unauthorized', 'The embed secret has expired', 401);
    const { embed, session } = setup(
      async () => 'es_old',
      () => Promise.reject(refused),
    );
    expect(await embed.claim()).toBe(false);
    expect(embed.$claim.get()).toEqual({
      status: 'failed',
      reason: 'The embed secret has expired',
    });
    expect(session.$signedIn.get()).toBe(false);

    const { embed: noSecret } = setup(async () => '');
    await noSecret.claim();
    expect(noSecret.$claim.get()).toEqual({
      status: 'failed',
      reason: 'fetchEmbedSecret gave no client secret',
    });
  });

  it('do nothing on a page without fetchEmbedSecret', async () => {
    const { embed, call } = setup(undefined);
    expect(await embed.claim()).toBe(false);
    expect(call).not.toHaveBeenCalled();
  });
});
