// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The atoms read localStorage when their module loads, so each test loads a fresh copy after seeding it.
const loadPrefs = () => import('../../../lib/prefs/ui-prefs.ts');

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('remembered UI preferences (docs/behaviour.md#states)', () => {
  it('defaults to an expanded sidebar, closed menus and no open submenu', async () => {
    const prefs = await loadPrefs();
    expect(prefs.$sidebarExpanded.get()).toBe(true);
    expect(prefs.$userMenuOpen.get()).toBe(false);
    expect(prefs.$productMenuOpen.get()).toBe(false);
    expect(prefs.$activeSubmenu.get()).toBeNull();
  });

  it('remembers all four across a reload', async () => {
    const before = await loadPrefs();
    before.$sidebarExpanded.set(false);
    before.$userMenuOpen.set(true);
    before.$productMenuOpen.set(true);
    before.$activeSubmenu.set('Media');

    vi.resetModules();
    const after = await loadPrefs();
    expect(after.$sidebarExpanded.get()).toBe(false);
    expect(after.$userMenuOpen.get()).toBe(true);
    expect(after.$productMenuOpen.get()).toBe(true);
    expect(after.$activeSubmenu.get()).toBe('Media');
  });

  it('tolerates corrupt storage', async () => {
    localStorage.setItem('console:sidebarExpanded', 'not json');
    localStorage.setItem('console:activeSubmenu', '42');
    const prefs = await loadPrefs();
    expect(prefs.$sidebarExpanded.get()).toBe(true);
    expect(prefs.$activeSubmenu.get()).toBeNull();
  });

  it('opening a submenu closes the user menu and any other submenu; toggling again closes it', async () => {
    const prefs = await loadPrefs();
    prefs.$userMenuOpen.set(true);
    prefs.toggleSubmenu('Media');
    expect(prefs.$activeSubmenu.get()).toBe('Media');
    expect(prefs.$userMenuOpen.get()).toBe(false);

    prefs.toggleSubmenu('Users');
    expect(prefs.$activeSubmenu.get()).toBe('Users');

    prefs.$userMenuOpen.set(true);
    prefs.toggleSubmenu('Users');
    expect(prefs.$activeSubmenu.get()).toBeNull();
    expect(prefs.$userMenuOpen.get()).toBe(true);
  });
});
