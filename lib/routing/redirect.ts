/** docs/behaviour.md#limits: where a user lands after sign-in when no usable next parameter was given. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';
export const SIGN_IN_PATH = '/';

const ORIGIN_PROBE = 'https://console.invalid';
// Browsers drop tabs and newlines inside URLs and read '\' as '/', so '/\t/evil.example' or '/\evil.example'
// would leave the site: refuse such characters outright.
// eslint-disable-next-line no-control-regex -- control characters are what this pattern exists to refuse
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * The next parameter, when it is a path on this site: it must start with exactly one '/', so
 * '//evil.example', 'https://evil.example' and 'javascript:...' are refused (no open redirect).
 * '/' itself is refused too: after sign-in it would only send the user back to the sign-in screen.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || UNSAFE_CHARACTERS.test(next)) return null;
  const url = new URL(next, ORIGIN_PROBE);
  if (url.origin !== ORIGIN_PROBE || url.pathname === SIGN_IN_PATH) return null;
  return next;
}

/** After sign-in: the next query parameter of `search` when it is safe, otherwise /dashboard. */
export const pathAfterSignIn = (search: string): string =>
  safeNextPath(new URLSearchParams(search).get('next')) ?? DEFAULT_AFTER_SIGN_IN;

export interface PathAndQuery {
  pathname: string;
  search: string;
}

/**
 * docs/behaviour.md#screens: signed-out users on any path but / go to /?next={path}; a signed-in user at / goes on to next or
 * /dashboard. Null when the user may stay where they are.
 */
export function redirectFor(location: PathAndQuery, signedIn: boolean): string | null {
  const atSignIn = location.pathname === SIGN_IN_PATH;
  if (!signedIn) {
    return atSignIn
      ? null
      : `${SIGN_IN_PATH}?next=${encodeURIComponent(location.pathname + location.search)}`;
  }
  return atSignIn ? pathAfterSignIn(location.search) : null;
}
