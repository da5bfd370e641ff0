import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api/client.ts';
import { passhash } from '../../../lib/crypto/passhash.ts';
import { AUTH_STORAGE_KEY } from '../../../lib/protocol/storage-keys.ts';
import { createAuthActions } from '../../../lib/session/auth-actions.ts';
import { createSessionStore } from '../../../lib/session/session.ts';
import { USER_INFO as userInfo } from './user-info.ts';

type Reply = { status?: number; body: Record<string, unknown> };
const ok = (fields: Record<string, unknown>): Reply => ({ body: { error: false, errors: [], ...fields } });
const failed = (title: string, status = 401): Reply => ({
  status,
  body: { error: true, errors: [{ title, status }] },
});

/** A fake API answering per module/command, recording what each request carried. */
function setup(replies: Record<string, Reply>, stored?: Record<string, unknown>) {
  const items = new Map<string, string>(stored ? [[AUTH_STORAGE_KEY, JSON.stringify(stored)]] : []);
  const session = createSessionStore({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  });
  const sent: { name: string; url: URL; init: RequestInit; tokenAtSend: string | null }[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init = {}) => {
    const url = new URL(String(input));
    const name = `${url.searchParams.get('module')}/${url.searchParams.get('command')}`;
    sent.push({ name, url, init, tokenAtSend: session.$session.get().token });
    const reply = replies[name] ?? failed('Not Found', 404);
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  });
  const client = createApiClient({
    fetch,
    apiBase: () => 'https://api.example.test',
    siteToken: () => 'site-token',
    userToken: () => session.$session.get().token ?? undefined,
    onToken: (token, access) => session.rotateToken(token, access),
    onTokenExpired: () => session.clear(),
  });
  const toast = vi.fn();
  const navigate = vi.fn();
  const actions = createAuthActions({ call: client.callCommand, session, passhash, toast, navigate });
  return { actions, session, sent, toast, navigate, items };
}

const registration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'secret',
  accountName: 'Acme',
  accountDescription: '',
};

describe('login (docs/behaviour.md#screens, docs/behaviour.md#states, docs/behaviour.md#validation, docs/behaviour.md#messages)', () => {
  const loginReplies = {
    'user/token': ok({ token: 'user-token', payload: { access: 5 } }),
    'user/read': ok({ payload: userInfo }),
  };

  it('gets a token with the site token and the passhash, then reads the user by email and stores it', async () => {
    const { actions, session, sent, navigate, items } = setup(loginReplies);
    await expect(actions.login({ email: 'ada@example.com', password: 'secret' })).resolves.toEqual({
      ok: true,
    });
    expect(sent.map((request) => request.name)).toEqual(['user/token', 'user/read']);
    const [token, read] = sent;
    expect(new Headers(token?.init.headers).get('Authorization')).toBe('Bearer site-token');
    // The credentials go in a POST body, never in the URL, where every proxy's access log would keep them.
    expect(token?.init.method).toBe('POST');
    expect(token?.url.search).toBe('?module=user&command=token');
    expect(JSON.parse(String(token?.init.body))).toEqual({
      email: 'ada@example.com',
      passhash: await passhash('secret'),
    });
    expect(new Headers(read?.init.headers).get('Authorization')).toBe('Bearer user-token');
    expect(read?.url.searchParams.get('email')).toBe('ada@example.com');
    expect(session.$session.get()).toEqual({ token: 'user-token', access: 5, id: 12, userInfo });
    expect(JSON.parse(items.get(AUTH_STORAGE_KEY) ?? '{}').userInfo.email).toBe('ada@example.com');
    expect(navigate).toHaveBeenCalledWith('/dashboard');
  });

  it('clears the existing session before the login request', async () => {
    const { actions, sent } = setup(loginReplies, { token: 'previous', access: 9 });
    await actions.login({ email: 'ada@example.com', password: 'secret' });
    expect(sent[0]?.tokenAtSend).toBeNull();
  });

  it('honours a safe next path and ignores an open redirect', async () => {
    const first = setup(loginReplies);
    await first.actions.login({ email: 'ada@example.com', password: 'secret', next: '/user/list?page=2' });
    expect(first.navigate).toHaveBeenCalledWith('/user/list?page=2');
    const second = setup(loginReplies);
    await second.actions.login({ email: 'ada@example.com', password: 'secret', next: '//evil.example' });
    expect(second.navigate).toHaveBeenCalledWith('/dashboard');
  });

  it('stays on the page for a panel embedded alone (stay)', async () => {
    const { actions, session, navigate } = setup(loginReplies);
    await actions.login({ email: 'ada@example.com', password: 'secret', stay: true });
    expect(session.$signedIn.get()).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("fails with 'Invalid email or password' for the form alone (no toast) and a cleared session", async () => {
    const { actions, session, toast, navigate, items } = setup(
      { 'user/token': failed('Invalid email or password') },
      { token: 'previous', access: 9 },
    );
    await expect(actions.login({ email: 'ada@example.com', password: 'wrong' })).resolves.toEqual({
      ok: false,
      error: 'Invalid email or password',
    });
    expect(toast).not.toHaveBeenCalled();
    expect(session.$session.get().token).toBeNull();
    expect(items.has(AUTH_STORAGE_KEY)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says when to try again when the server throttles the sign-in', async () => {
    const { actions, toast } = setup({
      'user/token': failed('Too many attempts, try again in 15 minutes', 429),
    });
    await expect(actions.login({ email: 'ada@example.com', password: 'wrong' })).resolves.toEqual({
      ok: false,
      error: 'Too many attempts, try again in 15 minutes',
    });
    expect(toast).not.toHaveBeenCalled();
  });

  it('keeps the email in the session between the token and the user read', async () => {
    const { actions, session } = setup(loginReplies);
    const kept = vi.spyOn(session, 'setUserInfo');
    await actions.login({ email: 'ada@example.com', password: 'secret' });
    expect(kept).toHaveBeenCalledWith({ email: 'ada@example.com' });
  });

  it('reads the user of a session stored before its read (the page went away during sign-in)', async () => {
    const half = { token: 'user-token', access: 5, userInfo: { email: 'ada@example.com' } };
    const { actions, session, sent } = setup(loginReplies, half);
    await actions.completeUser();
    expect(sent.map((request) => [request.name, request.url.searchParams.get('email')])).toEqual([
      ['user/read', 'ada@example.com'],
    ]);
    expect(session.$session.get()).toEqual({ token: 'user-token', access: 5, id: 12, userInfo });
    await actions.completeUser();
    expect(sent).toHaveLength(1);
  });

  it('reads the user once when the page asks during the sign-in, whose own read is on its way', async () => {
    const { actions, session, sent } = setup(loginReplies);
    // The shell asks as soon as the session holds the email and no user yet (elements/admin-shell).
    const asked: Promise<void>[] = [];
    const stop = session.$session.listen((current) => {
      if (current.userInfo?.email && !current.userInfo.user_id) asked.push(actions.completeUser());
    });
    expect((await actions.login({ email: 'ada@example.com', password: 'secret' })).ok).toBe(true);
    await Promise.all(asked);
    stop();
    expect(asked.length).toBeGreaterThan(0);
    expect(sent.map((request) => request.name)).toEqual(['user/token', 'user/read']);
  });

  it('reads no user for a signed-out session', async () => {
    const { actions, sent } = setup(loginReplies);
    await actions.completeUser();
    expect(sent).toEqual([]);
  });

  it('clears the session when the user read after the token fails', async () => {
    const { actions, session } = setup({ 'user/token': loginReplies['user/token'] });
    expect((await actions.login({ email: 'ada@example.com', password: 'secret' })).ok).toBe(false);
    expect(session.$session.get().token).toBeNull();
  });

  it('treats a level-0 token as a failed sign-in', async () => {
    const { actions, sent } = setup({
      ...loginReplies,
      'user/token': ok({ token: 't', payload: { access: 0 } }),
    });
    expect((await actions.login({ email: 'ada@example.com', password: 'secret' })).ok).toBe(false);
    expect(sent.map((request) => request.name)).toEqual(['user/token']);
  });

  it("asks for both fields with 'Please fill in all fields' and sends nothing", async () => {
    const { actions, sent, toast } = setup(loginReplies);
    await expect(actions.login({ email: '', password: 'secret' })).resolves.toEqual({
      ok: false,
      error: 'Please fill in all fields',
    });
    expect(sent).toEqual([]);
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('the second step of a sign-in (docs/security.md "Second factor")', () => {
  const step = { challenge: 'c-1', factors: ['totp', 'recovery_code'], expires_in: 300 };
  const replies = {
    'user/token': ok({ payload: { second_factor: step } }),
    'second_factor/verify': ok({ token: 'user-token', payload: { access: 5 } }),
    'user/read': ok({ payload: userInfo }),
  };

  it('answers the second step after a right password, signed out and where it was', async () => {
    const { actions, session, sent, navigate, toast } = setup(replies);
    const result = await actions.login({ email: ' ada@example.com ', password: 'secret', next: '/users' });
    expect(result).toMatchObject({
      ok: false,
      secondStep: { email: 'ada@example.com', challenge: 'c-1', factors: ['totp', 'recovery_code'] },
    });
    expect(sent.map((request) => request.name)).toEqual(['user/token']);
    expect(session.$session.get().token).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('sends the challenge with the code, then reads the user and goes on as a sign-in does', async () => {
    const { actions, session, sent, navigate } = setup(replies);
    const result = await actions.login({ email: 'ada@example.com', password: 'secret', next: '/users' });
    const pending = !result.ok && result.secondStep;
    if (!pending) throw new Error('no second step');
    await expect(actions.verifySecondStep(pending, { code: '123456' })).resolves.toEqual({ ok: true });
    const verify = sent.find((request) => request.name === 'second_factor/verify');
    expect(new Headers(verify?.init.headers).get('Authorization')).toBe('Bearer site-token');
    expect(JSON.parse(String(verify?.init.body))).toEqual({ challenge: 'c-1', code: '123456' });
    expect(session.$session.get()).toEqual({ token: 'user-token', access: 5, id: 12, userInfo });
    expect(navigate).toHaveBeenCalledWith('/users');
  });

  it("says 'Invalid code' for a refused code, and the server's words for an expired sign-in", async () => {
    for (const [title, shown] of [
      ['Invalid code', 'Invalid code'],
      ['The sign-in has expired: sign in again', 'The sign-in has expired: sign in again'],
    ]) {
      const { actions, session, toast } = setup({ ...replies, 'second_factor/verify': failed(title!) });
      const result = await actions.login({ email: 'ada@example.com', password: 'secret' });
      const pending = !result.ok && result.secondStep;
      if (!pending) throw new Error('no second step');
      await expect(actions.verifySecondStep(pending, { recovery_code: 'abcde-fghij' })).resolves.toEqual({
        ok: false,
        error: shown,
      });
      expect(session.$session.get().token).toBeNull();
      expect(toast).not.toHaveBeenCalled();
    }
  });

  it('sends nothing once the challenge has run out', async () => {
    const { actions, sent } = setup(replies);
    const pending = { email: 'ada@example.com', challenge: 'c-1', factors: ['totp' as const], expiresAt: 0 };
    await expect(actions.verifySecondStep(pending, { code: '123456' })).resolves.toEqual({
      ok: false,
      error: 'The sign-in has expired: sign in again',
    });
    expect(sent).toEqual([]);
  });
});

describe('registration (docs/behaviour.md#validation, docs/protocol.md, docs/behaviour.md#messages)', () => {
  const registered = { ...userInfo, last_ip: null, account_enabled: 1 };

  it("registers with the site token, stores the session, toasts 'Registration successful!' and goes to /dashboard", async () => {
    const { actions, session, sent, toast, navigate } = setup({
      'account/register': ok({ token: 'owner-token', payload: registered }),
    });
    await expect(actions.register(registration)).resolves.toEqual({ ok: true });
    const [request] = sent;
    expect(request?.init.method).toBe('POST');
    expect(new Headers(request?.init.headers).get('Authorization')).toBe('Bearer site-token');
    expect(JSON.parse(String(request?.init.body))).toEqual({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      passhash: await passhash('secret'),
      account_name: 'Acme',
      account_description: null,
    });
    expect(session.$session.get()).toMatchObject({ token: 'owner-token', access: 5, id: 12 });
    expect(toast).toHaveBeenCalledWith('success', 'Registration successful!');
    expect(navigate).toHaveBeenCalledWith('/dashboard');
  });

  it("fails with 'Registration failed. Please try again.'", async () => {
    const { actions, toast, navigate } = setup({
      'account/register': failed('Email already registered', 409),
    });
    await expect(actions.register(registration)).resolves.toEqual({
      ok: false,
      error: 'Registration failed. Please try again.',
    });
    expect(toast).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('returns the validation message without sending anything', async () => {
    const { actions, sent } = setup({});
    await expect(actions.register({ ...registration, password: 'abc' })).resolves.toEqual({
      ok: false,
      error: 'Password must be at least 4 characters',
    });
    expect(sent).toEqual([]);
  });
});

describe('logout (docs/behaviour.md#screens)', () => {
  it('revokes the token on the server, clears the session and goes to /', async () => {
    const { actions, session, sent, navigate } = setup(
      { 'user/logout': ok({ payload: { success: true } }) },
      { token: 'user-token', access: 5 },
    );
    await actions.logout();
    expect(sent.map((request) => request.name)).toEqual(['user/logout']);
    expect(session.$session.get().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('signs out locally even when the server call fails, and calls nothing without a token', async () => {
    const failing = setup({ 'user/logout': failed('Token Expired') }, { token: 'user-token', access: 5 });
    await failing.actions.logout();
    expect(failing.session.$session.get().token).toBeNull();
    expect(failing.navigate).toHaveBeenCalledWith('/');
    const signedOut = setup({});
    await signedOut.actions.logout();
    expect(signedOut.sent).toEqual([]);
    expect(signedOut.navigate).toHaveBeenCalledWith('/');
  });

  it('leaves the address alone for a page that embeds panels (stay)', async () => {
    const { actions, session, navigate } = setup(
      { 'user/logout': ok({ payload: { success: true } }) },
      { token: 'user-token', access: 5 },
    );
    await actions.logout({ stay: true });
    expect(session.$signedIn.get()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('after a profile save (docs/behaviour.md#states)', () => {
  it('re-reads the user by email and stores it as userInfo', async () => {
    const renamed = { ...userInfo, first_name: 'Augusta' };
    const { actions, session, sent } = setup(
      { 'user/read': ok({ payload: renamed }) },
      { token: 'user-token', access: 5, userInfo },
    );
    await actions.refreshUser('ada@example.com');
    expect(sent[0]?.url.searchParams.get('email')).toBe('ada@example.com');
    expect(session.$session.get().userInfo?.first_name).toBe('Augusta');
  });
});
