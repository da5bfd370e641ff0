import { params } from '@nanostores/i18n';
import { defineTexts } from '../../lib/i18n/catalog.ts';

// The shell (docs/behaviour.md#what-the-console-does and #screens quote the English): the header, the
// menu, the user menu, the live stream's state and the footer.
export const en = {
  networkName: 'Network Administration',
  accountAdministration: params('{account} Administration'),
  skipToContent: 'Skip to content',
  openMenu: 'Open menu',
  mainMenu: 'Main menu',
  collapseMenu: 'Collapse menu',
  expandMenu: 'Expand menu',
  collapse: 'Collapse',
  signedIn: 'Signed in',
  userMenu: 'User menu',
  logout: 'Logout',
  level: params('{role} (level {level})'),
  offline: 'Offline',
  offlineLong:
    'You are offline. Colleagues’ changes show again once you are back online; what you type is kept.',
  reconnecting: 'Reconnecting',
  reconnectingLong: 'Reconnecting to show colleagues’ changes. What you type is kept.',
};

export const shellTexts = defineTexts('admin-shell', en, { es: () => import('./texts.es.ts') });
