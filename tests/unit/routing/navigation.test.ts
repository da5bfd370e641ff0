import { describe, expect, it, vi } from 'vitest';
import {
  createNavigation,
  memoryWindow,
  navigateOnClick,
  type LinkClick,
  type NavigationWindow,
} from '../../../lib/routing/navigation.ts';

const fakeWindow = (): NavigationWindow & { popstate: () => void } => {
  const win = memoryWindow('/dashboard');
  let onPopstate = () => undefined as void;
  return {
    ...win,
    scrollTo: vi.fn(),
    history: { pushState: vi.fn(win.history.pushState), replaceState: vi.fn(win.history.replaceState) },
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
