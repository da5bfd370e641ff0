import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './bulk-texts.ts';

export default {
  task: '{verb}: {plural}',
  deleted: 'Eliminados',
  changed: 'Cambiados',
  done: '{verb}: {count}',
  refused: '{done}; {refused} rechazados ({reason})',
  movedToTrash: '{count} enviados a la papelera',
  setOn: '{field} cambiado en {count}',
  putBack: '{count} restaurados',
} satisfies CatalogTexts<typeof en>;
