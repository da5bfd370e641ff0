import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createNavigation,
  memoryWindow,
  navigateOnClick,
  setLeaveGuard,
  type LinkClick,
  type NavigationWindow,
} from '../../../lib/routing/navigation.ts';

const fakeWindow = (): NavigationWindow & { popstate: () => void } => {
  const win = memoryWindow('/dashboard');
  let onPopstate = () => undefined as void;
  return {
    ...win,
    scrollTo: vi.fn(),
    history: {
      pushState: vi.fn(win.history.pushState),
      replaceState: vi.fn(win.history.replaceState),
      back: vi.fn(),
    },
    addEventListener: (_type, listener) => {
      onPopstate = listener;
    },
    popstate: () => onPopstate(),
  };
};

describe('navigation (docs/behaviour.md#screens: no page reload, scroll to top)', () => {
  it('starts at the current address', () => {
    const { $location } = createNavigation(memoryWindow('/user/list?page=2#top'));
    expect($location.get()).toEqual({ pathname: '/user/list', search: '?page=2', hash: '#top' });
  });

  it('pushes a history entry, updates $location and scrolls to the top', () => {
    const win = fakeWindow();
    const { $location, navigate } = createNavigation(win);
    navigate('/profile?code=1');
    expect(win.history.pushState).toHaveBeenCalledWith(null, '', '/profile?code=1');
    expect($location.get()).toEqual({ pathname: '/profile', search: '?code=1', hash: '' });
    expect(win.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('replaces the entry when asked, for redirects', () => {
    const win = fakeWindow();
    createNavigation(win).navigate('/', { replace: true });
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/');
    expect(win.history.pushState).not.toHaveBeenCalled();
  });

  it('follows back and forward', () => {
    const win = fakeWindow();
    const { $location } = createNavigation(win);
    win.location.pathname = '/image/gallery';
    win.popstate();
    expect($location.get().pathname).toBe('/image/gallery');
  });
});

describe('Back and Forward with unsaved changes (docs/behaviour.md#lists)', () => {
  afterEach(() => setLeaveGuard(() => false));

  const atEditForm = () => {
    const win = fakeWindow();
    win.history.replaceState(null, '', '/contact/edit/7');
    const navigation = createNavigation(win);
    const browserGoes = (pathname: string, hash = '') => {
      Object.assign(win.location, { pathname, search: '', hash });
      win.popstate();
    };
    return { win, ...navigation, browserGoes };
  };

  it('holds the move: the form keeps its screen and address until the user lets it go', () => {
    const { win, $location, browserGoes } = atEditForm();
    let leave: (() => void) | undefined;
    setLeaveGuard((go) => ((leave = go), true));
    browserGoes('/contact/list');
    expect($location.get().pathname).toBe('/contact/edit/7');
    expect(win.history.pushState).toHaveBeenCalledWith(null, '', '/contact/edit/7');
    expect(win.location.pathname).toBe('/contact/edit/7');
    expect(win.history.back).not.toHaveBeenCalled();

    // Leaving goes where the user went: the entry before the restored one.
    leave!();
    expect(win.history.back).toHaveBeenCalledTimes(1);
    setLeaveGuard(() => false);
    browserGoes('/contact/list');
    expect($location.get().pathname).toBe('/contact/list');
  });

  it('follows at once when the guard lets it, and asks nothing for a move within the page', () => {
    const { win, $location, browserGoes } = atEditForm();
    const guard = vi.fn(() => true);
    setLeaveGuard(guard);
    browserGoes('/contact/edit/7', '#notes');
    expect(guard).not.toHaveBeenCalled();
    expect($location.get().hash).toBe('#notes');

    setLeaveGuard(() => false);
    browserGoes('/dashboard');
    expect($location.get().pathname).toBe('/dashboard');
    expect(win.history.pushState).not.toHaveBeenCalled();
  });
});

describe('navigateOnClick (docs/behaviour.md#screens: menu links navigate without a reload)', () => {
  const click = (overrides: Partial<LinkClick> = {}) => ({
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    preventDefault: vi.fn(),
    ...overrides,
  });

  it('takes a plain left click, preventing the page load', () => {
    const go = vi.fn();
    const event = click();
    expect(navigateOnClick(event, '/contact/list', go)).toBe(true);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith('/contact/list');
  });

  it.each([{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }])(
    'leaves %o to the browser (new tab, new window, download)',
    (overrides) => {
      const go = vi.fn();
      const event = click(overrides);
      expect(navigateOnClick(event, '/x', go)).toBe(false);
      expect(event.preventDefault).not.toHaveBeenCalled();
      expect(go).not.toHaveBeenCalled();
    },
  );
});
