import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../lib/protocol/storage-keys.ts';
import {
  awaitsPasswordChange,
  createSessionStore,
  isHeld,
  parseStoredAuth,
  syncAcrossTabs,
  syncWithinPage,
} from '../../../lib/session/session.ts';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};
const stored = (record: unknown) => memoryStorage({ [AUTH_STORAGE_KEY]: JSON.stringify(record) });

describe('the stored record read at start (docs/behaviour.md#states)', () => {
  it("is read from localStorage 'auth' and accepted with a token", () => {
    const store = createSessionStore(stored({ token: 't', access: 5, id: 3, userInfo: { email: 'a@b.co' } }));
    expect(store.$session.get()).toEqual({ token: 't', access: 5, id: 3, userInfo: { email: 'a@b.co' } });
    expect(store.$signedIn.get()).toBe(true);
  });

  it.each([
    ['no token', { access: 5 }],
    ['an empty token', { token: '', access: 5 }],
    ['a non-string token', { token: 42, access: 5 }],
    ['not an object', ['t', 5]],
  ])('is ignored with %s', (_case, record) => {
    expect(createSessionStore(stored(record)).$session.get().token).toBeNull();
  });

  it('is ignored when the stored text is not JSON', () => {
    expect(parseStoredAuth('{broken')).toBeNull();
    expect(createSessionStore(memoryStorage({ [AUTH_STORAGE_KEY]: '{broken' })).$signedIn.get()).toBe(false);
  });

  it('takes the access from userInfo.access when access is an object', () => {
    expect(
      parseStoredAuth(JSON.stringify({ token: 't', access: { level: 9 }, userInfo: { access: 6 } }))?.access,
    ).toBe(6);
  });

  it.each([
    ['a string', '7'],
    ['null', null],
    ['missing', undefined],
    ['an object without userInfo.access', {}],
  ])('turns a non-number access (%s) into 0', (_case, access) => {
    expect(parseStoredAuth(JSON.stringify({ token: 't', access }))?.access).toBe(0);
  });

  it('works without any storage (server-side rendering, blocked storage)', () => {
    const store = createSessionStore(undefined);
    expect(store.setAuth({ token: 't', access: 3 })).toBe(true);
    expect(store.$signedIn.get()).toBe(true);
  });
});

describe('setting the auth value (docs/behaviour.md#states)', () => {
  it.each([
    ['no token', { access: 5 }],
    ['a non-numeric access', { token: 't', access: '5' }],
    ['a NaN access', { token: 't', access: Number.NaN }],
  ])('rejects a value with %s and changes nothing', (_case, value) => {
    const storage = stored({ token: 'old', access: 5 });
    const store = createSessionStore(storage);
    expect(store.setAuth(value)).toBe(false);
    expect(store.$session.get().token).toBe('old');
    expect(JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? '{}').token).toBe('old');
  });

  it('persists the record only when access is above 0', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.setAuth({ token: 't', access: 1, id: 4, userInfo: { email: 'a@b.co' } });
    expect(JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toEqual({
      token: 't',
      access: 1,
      id: 4,
      userInfo: { email: 'a@b.co' },
    });
  });

  it('removes the stored record when access is 0', () => {
    const storage = stored({ token: 'old', access: 5 });
    const store = createSessionStore(storage);
    expect(store.setAuth({ token: 't', access: 0 })).toBe(true);
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(store.$session.get().token).toBe('t');
  });

  it('is signed in only with a token and access of at least 1', () => {
    const store = createSessionStore(memoryStorage());
    store.setAuth({ token: 't', access: 0 });
    expect(store.$signedIn.get()).toBe(false);
    store.setAuth({ token: 't', access: 1 });
    expect(store.$signedIn.get()).toBe(true);
    store.clear();
    expect(store.$signedIn.get()).toBe(false);
  });

  it('keeps working when storage throws (quota, private mode)', () => {
    const store = createSessionStore({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    expect(store.setAuth({ token: 't', access: 3 })).toBe(true);
    expect(store.$signedIn.get()).toBe(true);
  });
});

describe('token rotation, user info and clearing (docs/behaviour.md#states)', () => {
  it('replaces the token and keeps the access unless a new one is given', () => {
    const storage = stored({ token: 'old', access: 5, id: 2 });
    const store = createSessionStore(storage);
    store.rotateToken('new');
    expect(store.$session.get()).toMatchObject({ token: 'new', access: 5, id: 2 });
    store.rotateToken('newer', 7);
    expect(JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? '{}')).toMatchObject({
      token: 'newer',
      access: 7,
    });
  });

  it('starts a session from a rotated token when signed out (the login reply)', () => {
    const store = createSessionStore(memoryStorage());
    store.rotateToken('fresh', 5);
    expect(store.$signedIn.get()).toBe(true);
  });

  it('stores user info only on a session with a token', () => {
    const store = createSessionStore(memoryStorage());
    store.setUserInfo({ email: 'a@b.co' });
    expect(store.$session.get().userInfo).toBeNull();
    store.setAuth({ token: 't', access: 3 });
    store.setUserInfo({ email: 'a@b.co' });
    expect(store.$session.get().userInfo).toEqual({ email: 'a@b.co' });
  });

  it('clears the session and the stored record', () => {
    const storage = stored({ token: 't', access: 5 });
    const store = createSessionStore(storage);
    store.clear();
    expect(store.$session.get()).toEqual({ token: null, access: 0, id: null, userInfo: null });
    expect(storage.items.has(AUTH_STORAGE_KEY)).toBe(false);
  });
});

describe('sync across tabs (storage event)', () => {
  it("re-reads the record when another tab changes 'auth', and stops when unsubscribed", () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    const target = new EventTarget();
    const stop = syncAcrossTabs(store, target);
    storage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 'other-tab', access: 3 }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'unrelated' }));
    expect(store.$session.get().token).toBeNull();
    target.dispatchEvent(Object.assign(new Event('storage'), { key: AUTH_STORAGE_KEY }));
    expect(store.$session.get().token).toBe('other-tab');
    storage.removeItem(AUTH_STORAGE_KEY);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(store.$signedIn.get()).toBe(false);
    stop();
    storage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 'late', access: 3 }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: AUTH_STORAGE_KEY }));
    expect(store.$session.get().token).toBeNull();
  });
});

describe('a session kept in the page only (embed sessions)', () => {
  it('is never written to storage, through rotation and user updates, until cleared', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    expect(store.setAuth({ token: 'embed', access: 3, id: 4 }, { persist: false })).toBe(true);
    store.rotateToken('embed-2');
    store.setUserInfo({ email: 'a@b.co' });
    expect(store.setAuth({ ...store.$session.get(), userInfo: { email: 'c@d.co' } })).toBe(true);
    expect(store.$session.get()).toMatchObject({
      token: 'embed-2',
      access: 3,
      userInfo: { email: 'c@d.co' },
    });
    expect(storage.items.size).toBe(0);
    store.clear();
    store.setAuth({ token: 'signed-in', access: 5 });
    expect(JSON.parse(storage.items.get(AUTH_STORAGE_KEY) ?? '{}')).toMatchObject({ token: 'signed-in' });
  });

  it('is not replaced by another tab’s sign-in', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.setAuth({ token: 'embed', access: 3 }, { persist: false });
    storage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 'other-tab', access: 9 }));
    store.reload();
    expect(store.$session.get().token).toBe('embed');
  });
});

describe('two copies of the kit on one page', () => {
  it("take each other's sign-in, token rotation and sign-out, without storage", () => {
    const page = new EventTarget();
    const [a, b] = [createSessionStore(undefined), createSessionStore(undefined)];
    const stops = [syncWithinPage(a, page), syncWithinPage(b, page)];
    a.setAuth({ token: 't1', access: 5, id: 3, userInfo: { email: 'a@b.co' } });
    expect(b.$session.get()).toEqual({ token: 't1', access: 5, id: 3, userInfo: { email: 'a@b.co' } });
    b.rotateToken('t2');
    expect(a.$session.get().token).toBe('t2');
    a.clear();
    expect(b.$signedIn.get()).toBe(false);
    for (const stop of stops) stop();
    a.setAuth({ token: 'late', access: 5 });
    expect(b.$session.get().token).toBeNull();
  });

  it('store a session in the mode of the copy that signed in, whichever copy rotates its token', () => {
    const page = new EventTarget();
    // Both copies see the origin's one localStorage.
    const storage = memoryStorage();
    const [a, b] = [createSessionStore(storage), createSessionStore(storage)];
    const stops = [syncWithinPage(a, page), syncWithinPage(b, page)];
    a.setAuth({ token: 'embed', access: 3 }, { persist: false });
    b.rotateToken('embed-2');
    expect(a.$session.get().token).toBe('embed-2');
    expect(storage.items.size).toBe(0);
    a.clear();
    a.setAuth({ token: 'stored', access: 3 });
    b.rotateToken('stored-2');
    expect(a.$session.get().token).toBe('stored-2');
    expect(JSON.parse(storage.items.get(AUTH_STORAGE_KEY) ?? '{}')).toMatchObject({ token: 'stored-2' });
    for (const stop of stops) stop();
  });
});

describe('a one-time password still to replace (docs/security.md)', () => {
  it('holds the console while the signed-in user’s info says reset_required', () => {
    const session = (userInfo: Record<string, unknown> | null, token: string | null = 't') =>
      ({ token, access: 9, id: 1, userInfo }) as Parameters<typeof awaitsPasswordChange>[0];
    expect(awaitsPasswordChange(session({ email: 'a@b.co', reset_required: 1 }))).toBe(true);
    expect(awaitsPasswordChange(session({ email: 'a@b.co', reset_required: 0 }))).toBe(false);
    expect(awaitsPasswordChange(session({ email: 'a@b.co' }))).toBe(false);
    expect(awaitsPasswordChange(session({ reset_required: 1 }, null))).toBe(false);
  });
});

describe('a held session: a password to replace or a second factor to set up (docs/security.md)', () => {
  const session = (userInfo: Record<string, unknown> | null, token: string | null = 't') =>
    ({ token, access: 7, id: 1, userInfo }) as Parameters<typeof isHeld>[0];

  it('holds the console and a lone panel for either, and only when signed in', () => {
    expect(isHeld(session({ email: 'a@b.co', reset_required: 1 }))).toBe(true);
    expect(isHeld(session({ email: 'a@b.co', second_factor_required: 1 }))).toBe(true);
    expect(isHeld(session({ email: 'a@b.co', reset_required: 1, second_factor_required: 1 }))).toBe(true);
    expect(isHeld(session({ email: 'a@b.co' }))).toBe(false);
    expect(isHeld(session({ second_factor_required: 1 }, null))).toBe(false);
  });
});
