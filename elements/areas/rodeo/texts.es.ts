import type { CatalogTexts } from '../../../lib/i18n/catalog.ts';
import type { en } from './texts.ts';

export default {
  atTheGates: 'En los accesos',
  loading: 'Cargando los conteos de los accesos…',
  admitted: 'Admitidos',
  notArrived: 'Aún no llegan',
  atGate: 'En {gate}',
} satisfies CatalogTexts<typeof en>;
