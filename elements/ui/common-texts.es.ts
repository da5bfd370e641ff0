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
} satisfies CatalogTexts<typeof en>;
