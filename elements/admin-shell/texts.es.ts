import type { CatalogTexts } from '../../lib/i18n/catalog.ts';
import type { en } from './texts.ts';

export default {
  networkName: 'Administración de la red',
  accountAdministration: 'Administración de {account}',
  skipToContent: 'Saltar al contenido',
  openMenu: 'Abrir el menú',
  mainMenu: 'Menú principal',
  collapseMenu: 'Contraer el menú',
  expandMenu: 'Expandir el menú',
  collapse: 'Contraer',
  signedIn: 'Sesión iniciada',
  userMenu: 'Menú de usuario',
  logout: 'Cerrar sesión',
  level: '{role} (nivel {level})',
  offline: 'Sin conexión',
  offlineLong:
    'No tienes conexión. Los cambios de tus compañeros vuelven a mostrarse cuando recuperes la conexión; lo que escribes se conserva.',
  reconnecting: 'Reconectando',
  reconnectingLong: 'Reconectando para mostrar los cambios de tus compañeros. Lo que escribes se conserva.',
} satisfies CatalogTexts<typeof en>;
