import { atom, computed, type ReadableAtom } from 'nanostores';
import { AUTH_STORAGE_KEY } from '../protocol/storage-keys.ts';
import type { UserInfo } from '../protocol/user.ts';
import { $savedLocale } from '../i18n/saved-locale.ts';
import { savedLocaleOf } from '../i18n/user-language.ts';

export interface Session {
  token: string | null;
  access: number;
  id: number | null;
  userInfo: Partial<UserInfo> | null;
}

/** What may be handed to setAuth: checked at run time, since it also comes from storage and other tabs. */
export interface AuthInput {
  token?: unknown;
  access?: unknown;
  id?: unknown;
  userInfo?: unknown;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const SIGNED_OUT: Session = Object.freeze({ token: null, access: 0, id: null, userInfo: null });
export const MIN_SIGNED_IN_ACCESS = 1;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const validToken = (token: unknown): token is string => typeof token === 'string' && token.length > 0;
const validAccess = (access: unknown): access is number =>
  typeof access === 'number' && Number.isFinite(access);

const sessionOf = (input: AuthInput & { token: string; access: number }): Session => ({
  token: input.token,
  access: input.access,
  id: typeof input.id === 'number' ? input.id : null,
  userInfo: isObject(input.userInfo) ? (input.userInfo as Partial<UserInfo>) : null,
});

/**
 * docs/behaviour.md#states: a stored record counts only with a token. Older records kept access as an object, in which case
 * the level lives in userInfo.access; anything that is still not a number becomes 0 (signed out).
 */
export function parseStoredAuth(text: string | null): Session | null {
  if (!text) return null;
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(record) || !validToken(record.token)) return null;
  let access = record.access;
  if (isObject(access)) access = isObject(record.userInfo) ? record.userInfo.access : undefined;
  return sessionOf({ ...record, token: record.token, access: validAccess(access) ? access : 0 });
}

export const isSignedIn = (session: Session): boolean =>
  Boolean(session.token) && session.access >= MIN_SIGNED_IN_ACCESS;

/**
 * Signed in, but the user was never read: the page went away between the login reply and the user read
 * that follows it. The login keeps the email in the session, so the read can be done later.
 */
export const awaitsUserRead = (session: Session): boolean =>
  isSignedIn(session) && !!session.userInfo?.email && !session.userInfo.user_id;

/**
 * Signed in with a one-time password (npm run create-admin) still to be replaced: the server answers
 * nothing else, so the console shows the password screen instead of any route (docs/security.md).
 */
export const awaitsPasswordChange = (session: Session): boolean =>
  isSignedIn(session) && session.userInfo?.reset_required === 1;

/**
 * Signed in, but held: a one-time password to replace, or a second factor the user's level needs and the
 * user has not set up (docs/security.md "Second-factor policy"). The server answers only what lifts the
 * hold, so the shell and a panel embedded alone show the held screen instead (elements/auth-form/held-screen.tsx).
 */
export const isHeld = (session: Session): boolean =>
  isSignedIn(session) &&
  (session.userInfo?.reset_required === 1 || session.userInfo?.second_factor_required === 1);

export interface SessionStore {
  $session: ReadableAtom<Session>;
  $signedIn: ReadableAtom<boolean>;
  /**
   * Rejects (returns false, changes nothing) unless the value has a token and a numeric access.
   * `persist: false` keeps the session in this page only (an embed session: the embedding site signs its
   * user in on every page load, so a stored token could outlive a change of user there). Left out, the
   * session keeps the mode it has; `clear` goes back to storing.
   */
  setAuth: (input: AuthInput, options?: { persist?: boolean }) => boolean;
  /** Token rotation: a new token, and the access level when the reply carried one. */
  rotateToken: (token: string, access?: number) => void;
  setUserInfo: (userInfo: Partial<UserInfo>) => void;
  clear: () => void;
  /** Whether the session is written to storage (false: an embed session, kept in this page only). */
  persists: () => boolean;
  /**
   * Re-read the stored record (another tab signed in or out), or take the session another copy of the kit
   * on this page holds, in its mode.
   */
  reload: (shared?: { session: Session; persist: boolean }) => void;
}

export function createSessionStore(storage: StorageLike | undefined): SessionStore {
  const read = (): Session => {
    try {
      return parseStoredAuth(storage?.getItem(AUTH_STORAGE_KEY) ?? null) ?? SIGNED_OUT;
    } catch {
      return SIGNED_OUT;
    }
  };
  const $session = atom<Session>(read());
  let persist = true;

  // Only a record that signs someone in is kept: a level-0 record would be removed anyway on next start.
  const write = (session: Session): void => {
    $session.set(session);
    if (!persist) return;
    try {
      if (session.token && session.access > 0) storage?.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
      else storage?.removeItem(AUTH_STORAGE_KEY);
    } catch {
      // Storage may be full or blocked (private mode): the in-memory session still works for this page.
    }
  };

  const setAuth = (input: AuthInput, options: { persist?: boolean } = {}): boolean => {
    if (!validToken(input.token) || !validAccess(input.access)) return false;
    persist = options.persist ?? persist;
    write(sessionOf({ ...input, token: input.token, access: input.access }));
    return true;
  };

  return {
    $session,
    $signedIn: computed($session, isSignedIn),
    setAuth,
    rotateToken: (token, access) => {
      const current = $session.get();
      setAuth({ ...current, token, access: access ?? current.access });
    },
    setUserInfo: (userInfo) => {
      const current = $session.get();
      if (current.token) write({ ...current, userInfo });
    },
    clear: () => {
      write(SIGNED_OUT);
      persist = true;
    },
    persists: () => persist,
    // Another copy of the kit on this page has stored the session already, or keeps it in the page. Another
    // tab's sign-in or sign-out does not replace a page-only session, which is this page's own.
    reload: (shared) => {
      if (shared) {
        persist = shared.persist;
        $session.set(shared.session);
      } else if (persist) $session.set(read());
    },
  };
}

/** Keeps tabs in step: the storage event fires in every other tab of the origin when 'auth' changes. */
export function syncAcrossTabs(
  store: SessionStore,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
) {
  const onStorage = (event: Event): void => {
    const key = (event as StorageEvent).key;
    if (key === AUTH_STORAGE_KEY || key === null) store.reload();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

/** Announced on the window by a copy of the kit whose session changed, for the other copies on the page. */
export const SESSION_EVENT = 'console-kit:session';

interface SessionAnnouncement {
  source: unknown;
  record: string;
  persist: boolean;
}

/**
 * Keeps copies of the kit on one page in step: a page may load two builds (another version, or the same
 * files from another URL), each with its own store, and the storage event only reaches other tabs. Each
 * copy announces its changes on `target` with the session as a stored record, and takes the others'.
 */
export function syncWithinPage(
  store: SessionStore,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>,
) {
  // The record last announced or taken: taking another copy's session must not announce it back (nanostores
  // may run this listener after the taking is over, so a flag would not do).
  let last = JSON.stringify(store.$session.get());
  const stopListening = store.$session.listen((session) => {
    const record = JSON.stringify(session);
    if (record === last) return;
    last = record;
    const detail: SessionAnnouncement = { source: store, record, persist: store.persists() };
    target.dispatchEvent(new CustomEvent(SESSION_EVENT, { detail }));
  });
  const onAnnouncement = (event: Event): void => {
    const detail = (event as CustomEvent<SessionAnnouncement | null>).detail;
    if (!detail || detail.source === store) return;
    const session = parseStoredAuth(detail.record) ?? SIGNED_OUT;
    last = JSON.stringify(session);
    // A build from before page-only sessions announces no mode: its sessions are stored ones.
    store.reload({ session, persist: detail.persist !== false });
  };
  target.addEventListener(SESSION_EVENT, onAnnouncement);
  return () => {
    stopListening();
    target.removeEventListener(SESSION_EVENT, onAnnouncement);
  };
}

const browserStorage = (): StorageLike | undefined => {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
};

/** The page-wide session shared by every element and the host (one module instance per shared chunk). */
export const sessionStore = createSessionStore(browserStorage());
export const $session = sessionStore.$session;
export const $signedIn = sessionStore.$signedIn;
// The signed-in user's saved language (the profile's Language setting) comes in with their info at sign-in
// and after each save; signed out, the page and the browser choose (docs/architecture.md, texts and languages).
$session.subscribe((session) => $savedLocale.set(savedLocaleOf(session.userInfo?.language)));
if (typeof window !== 'undefined') {
  syncAcrossTabs(sessionStore, window);
  syncWithinPage(sessionStore, window);
}
