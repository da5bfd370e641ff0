import type { CatalogTexts } from '../../lib/i18n/catalog.ts';
import type { en } from './texts.ts';

export default {
  titleOwn: 'Dónde has iniciado sesión',
  titleUser: 'Dónde ha iniciado sesión este usuario',
  loading: 'Cargando...',
  none: 'Sin sesiones abiertas.',
  listOwn: 'Tus sesiones',
  list: 'Sesiones',
  thisBrowser: 'Este navegador',
  ipUnknown: 'IP desconocida',
  usage: '{ip} · Inició sesión el {signedIn} · Último uso el {lastUsed}',
  end: 'Cerrar',
  endLabel: 'Cerrar {name}, último uso el {lastUsed}',
  endSession: 'Cerrar la sesión',
  resetSecondFactor: 'Restablecer el segundo factor',
  endAllOthers: 'Cerrar las demás sesiones',
  endAll: 'Cerrar todas las sesiones',
  reset: 'Restablecer',
  cancel: 'Cancelar',
  close: 'Cerrar',
  resetDoneTold:
    'Segundo factor restablecido y todas las sesiones cerradas: se avisó al usuario por correo electrónico',
  resetDone: 'Segundo factor restablecido y todas las sesiones cerradas',
  signedOutOf: 'Sesión cerrada en {name}',
  signedOutCount: { one: '{count} sesión cerrada', other: '{count} sesiones cerradas' },
  endOneMessage: 'Se cerrará la sesión de {name} ({ip}) en su próxima petición.',
  resetMessage:
    'Se eliminan la aplicación de autenticación, los códigos de recuperación y las llaves de acceso de este usuario, y se cierra la sesión en todos los navegadores donde la tenga iniciada. Entrará solo con su contraseña hasta que configure un nuevo factor, y se le avisará por correo electrónico si hay un servidor de correo configurado.',
  endOthersMessage:
    'Se cerrará la sesión en todos los navegadores donde la tienes iniciada, salvo este, en su próxima petición.',
  endAllMessage:
    'Se cerrará la sesión en todos los navegadores donde este usuario la tiene iniciada, en su próxima petición.',
  failed: 'No se pudo hacer. Inténtalo de nuevo.',
  browserOn: '{browser} en {system}',
  unknownBrowser: 'Un navegador desconocido',
  panelElsewhere: 'Un panel en otro sitio',
  namedPanel: '{name} (panel en otro sitio)',
} satisfies CatalogTexts<typeof en>;
