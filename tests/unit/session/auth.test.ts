import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureConsole } from '../../../lib/config/console-config.ts';
import { $location } from '../../../lib/routing/navigation.ts';
import { login, logout } from '../../../lib/session/auth.ts';
import { $session } from '../../../lib/session/session.ts';
import { $toasts } from '../../../lib/toasts/toasts.ts';
import { USER_INFO } from './user-info.ts';

const packet = (fields: Record<string, unknown>) => JSON.stringify({ error: false, errors: [], ...fields });

describe('the page-wide sign-in flow', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('signs in through the configured API, stores the user and navigates, then signs out to /', async () => {
    configureConsole({ apiBase: 'https://api.example.test', siteToken: 'site-token' });
    const userInfo = { ...USER_INFO, user_id: 2, id: 2, access: 3 };
    const bodies: Record<string, string> = {
      token: packet({ token: 'user-token', payload: { access: 3 } }),
      read: packet({ payload: userInfo }),
      logout: packet({ payload: { success: true } }),
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(bodies[new URL(url).searchParams.get('command') ?? ''])),
    );
    await expect(login({ email: 'ada@example.com', password: 'secret', next: '/profile' })).resolves.toEqual({
      ok: true,
    });
    expect($session.get()).toMatchObject({ token: 'user-token', access: 3, id: 2 });
    expect($location.get().pathname).toBe('/profile');
    await logout();
    expect($session.get().token).toBeNull();
    expect($location.get().pathname).toBe('/');
    expect($toasts.get()).toEqual([]);
  });
});
