import type { CatalogTexts } from '../../lib/i18n/catalog.ts';
import type { en } from './common-texts.ts';

export default {
  cancel: 'Cancelar',
  close: 'Cerrar',
  delete: 'Eliminar',
  notifications: 'Notificaciones',
  dismiss: 'Descartar',
  undo: 'Deshacer',
  savingChanges: 'Guardando los cambios...',
  loading: 'Cargando…',
  viewLoadFailed: 'No se pudo cargar este formulario. Comprueba tu conexión y vuelve a intentarlo.',
} satisfies CatalogTexts<typeof en>;
