import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, redirectFor, safeNextPath } from '../../../lib/routing/redirect.ts';

const at = (pathAndQuery: string) => {
  const url = new URL(pathAndQuery, 'https://console.example');
  return { pathname: url.pathname, search: url.search };
};

describe('redirect rules (docs/behaviour.md#screens)', () => {
  it('sends a signed-out user on any other path to /?next={path}, encoded', () => {
    expect(redirectFor(at('/user/list'), false)).toBe('/?next=%2Fuser%2Flist');
    expect(redirectFor(at('/contact/list?page=2&q=a b'), false)).toBe(
      `/?next=${encodeURIComponent('/contact/list?page=2&q=a%20b')}`,
    );
  });

  it('leaves a signed-out user at / alone', () => {
    expect(redirectFor(at('/'), false)).toBeNull();
    expect(redirectFor(at('/?next=%2Fuser%2Flist'), false)).toBeNull();
  });

  it('sends a signed-in user at / to next, or to /dashboard', () => {
    expect(redirectFor(at('/?next=%2Fuser%2Flist%3Fpage%3D2'), true)).toBe('/user/list?page=2');
    expect(redirectFor(at('/'), true)).toBe('/dashboard');
  });

  it('leaves a signed-in user elsewhere alone', () => {
    expect(redirectFor(at('/user/list'), true)).toBeNull();
  });

  it('round-trips: the next a signed-out user gets is where sign-in sends them', () => {
    const signInUrl = redirectFor(at('/image/edit/4?tab=meta'), false) ?? '';
    expect(pathAfterSignIn(new URL(signInUrl, 'https://x.example').search)).toBe('/image/edit/4?tab=meta');
  });
});

describe('safeNextPath: no open redirect', () => {
  it('accepts same-site paths', () => {
    expect(safeNextPath('/profile')).toBe('/profile');
    expect(safeNextPath('/a/b?c=d#e')).toBe('/a/b?c=d#e');
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['absolute URL', 'https://evil.example'],
    ['scheme', 'javascript:alert(1)'],
    ['relative path', 'dashboard'],
    ['backslash', '/\\evil.example'],
    ['tab the browser drops', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['empty', ''],
    ['the sign-in screen itself', '/'],
    ['the sign-in screen with a query', '/?next=/x'],
  ])('refuses a %s', (_, next) => {
    expect(safeNextPath(next)).toBeNull();
    expect(pathAfterSignIn(`?next=${encodeURIComponent(next)}`)).toBe('/dashboard');
  });

  it('refuses a missing next', () => {
    expect(safeNextPath(null)).toBeNull();
  });
});
