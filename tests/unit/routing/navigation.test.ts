import { describe, expect, it, vi } from 'vitest';
import { createNavigation, memoryWindow, type NavigationWindow } from '../../../lib/routing/navigation.ts';

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

describe('navigation (SPEC 2: no page reload, scroll to top)', () => {
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
