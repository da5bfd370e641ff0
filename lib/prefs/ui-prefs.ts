import { persistentAtom } from './persistent-atom.ts';

// The UI state docs/behaviour.md#states remembers in browser storage. The keys carry a prefix because an embedded element
// shares localStorage with the host page.
export const PREFS_KEYS = {
  sidebarExpanded: 'console:sidebarExpanded',
  userMenuOpen: 'console:userMenuOpen',
  productMenuOpen: 'console:productMenuOpen',
  activeSubmenu: 'console:activeSubmenu',
} as const;

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isSubmenu = (value: unknown): value is string | null => value === null || typeof value === 'string';

export const $sidebarExpanded = persistentAtom(PREFS_KEYS.sidebarExpanded, true, isBoolean);
export const $userMenuOpen = persistentAtom(PREFS_KEYS.userMenuOpen, false, isBoolean);
export const $productMenuOpen = persistentAtom(PREFS_KEYS.productMenuOpen, false, isBoolean);
/** The sidebar group whose submenu is open, or null. */
export const $activeSubmenu = persistentAtom<string | null>(PREFS_KEYS.activeSubmenu, null, isSubmenu);

/** docs/behaviour.md#screens: a parent group opens as a submenu (closing any other); opening one closes the user menu. */
export function toggleSubmenu(group: string): void {
  const opening = $activeSubmenu.get() !== group;
  $activeSubmenu.set(opening ? group : null);
  if (opening) $userMenuOpen.set(false);
}
