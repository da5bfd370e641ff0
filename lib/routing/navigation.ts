import { atom, type ReadableAtom } from 'nanostores';

export interface LocationState {
  pathname: string;
  search: string;
  hash: string;
}

/** The part of `window` navigation needs, so tests (and Node) can hand in their own. */
export interface NavigationWindow {
  location: LocationState;
  history: Pick<History, 'pushState' | 'replaceState' | 'back'>;
  addEventListener(type: 'popstate', listener: () => void): void;
  scrollTo(x: number, y: number): void;
}

export interface Navigation {
  $location: ReadableAtom<LocationState>;
  /**
   * Goes to a same-site path without a page reload, and scrolls to the top as a page load would unless
   * `scroll` is false (a list's page or search changed in place).
   */
  navigate(path: string, options?: { replace?: boolean; scroll?: boolean }): void;
}

/**
 * Asked before each navigate() and each Back or Forward that changes the screen (unsaved forms): true
 * holds the navigation, and the guard calls `go` once the user lets it happen.
 */
let leaveGuard: ((go: () => void) => boolean) | undefined;
export const setLeaveGuard = (guard: (go: () => void) => boolean): void => {
  leaveGuard = guard;
};

const snapshot = ({ pathname, search, hash }: LocationState): LocationState => ({ pathname, search, hash });
const addressOf = ({ pathname, search, hash }: LocationState): string => `${pathname}${search}${hash}`;

export function createNavigation(win: NavigationWindow): Navigation {
  const $location = atom(snapshot(win.location));
  // Back and forward change the address without a navigate() call. By the time popstate fires the
  // browser has already moved, so a held move puts the screen's address back as a new entry: the entry
  // the user went to is then the one before it in either direction, and history.back() reaches it once
  // they choose to leave (docs/behaviour.md#lists, unsaved changes). A move within the page (#hash only)
  // keeps the screen and asks nothing.
  win.addEventListener('popstate', () => {
    const shown = $location.get();
    const screenChanges = win.location.pathname !== shown.pathname || win.location.search !== shown.search;
    if (screenChanges && leaveGuard?.(() => win.history.back())) {
      win.history.pushState(null, '', addressOf(shown));
      return;
    }
    $location.set(snapshot(win.location));
  });
  const navigate: Navigation['navigate'] = (path, options = {}) => {
    if (leaveGuard?.(() => navigate(path, options))) return;
    if (options.replace) win.history.replaceState(null, '', path);
    else win.history.pushState(null, '', path);
    $location.set(snapshot(win.location));
    if (options.scroll ?? true) win.scrollTo(0, 0);
  };
  return { $location, navigate };
}

/** Outside a browser (server-side tests, Node) the address lives only in memory. */
export function memoryWindow(initial = '/'): NavigationWindow {
  const location: LocationState = { pathname: '/', search: '', hash: '' };
  const go = (_state: unknown, _title: string, path?: string | URL | null) => {
    const url = new URL(String(path ?? ''), `http://memory${location.pathname}${location.search}`);
    Object.assign(location, { pathname: url.pathname, search: url.search, hash: url.hash });
  };
  go(null, '', initial);
  return {
    location,
    // Memory has no earlier entries to go back to.
    history: { pushState: go, replaceState: go, back: () => undefined },
    addEventListener: () => undefined,
    scrollTo: () => undefined,
  };
}

/** The page's one navigation, shared by every element of the kit. */
export const { $location, navigate } = createNavigation(
  typeof window === 'undefined' ? memoryWindow() : window,
);

/** The parts of a click that decide whether the browser should handle a link itself. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  preventDefault(): void;
}

/**
 * A plain click on a console link navigates in place (docs/behaviour.md#screens: no page reload); a middle click or one
 * with a modifier key is left to the browser, so "open in a new tab" keeps working.
 */
export function navigateOnClick(
  event: LinkClick,
  path: string,
  go: (path: string) => void = navigate,
): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  event.preventDefault();
  go(path);
  return true;
}
