import type { CatalogTexts } from '../../../lib/i18n/catalog.ts';
import type { en } from './texts.ts';

export default {
  firstVisit: 'Tu primera visita en este navegador: cambios de los últimos 7 días.',
  changesSince: 'Cambios desde el {date}',
  noRodeos: 'No hay rodeos próximos.',
  noBroadcasts: 'No hay envíos programados.',
} satisfies CatalogTexts<typeof en>;
