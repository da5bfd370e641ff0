import type { CatalogTexts } from '../../../lib/i18n/catalog.ts';
import type { en } from './texts.ts';

export default {
  firstVisit: 'Tu primera visita en este navegador: cambios de los últimos 7 días.',
  changesSince: 'Cambios desde el {date}',
  noRodeos: 'No hay rodeos próximos.',
  noBroadcasts: 'No hay envíos programados.',
  serviceConnections: { one: 'conexión de servicio', other: 'conexiones de servicio' },
  activeOf: '{active} de {total}',
  stripeActive: { one: 'cuenta de Stripe activa', other: 'cuentas de Stripe activas' },
  stripeLive: { one: 'cuenta de Stripe en modo real', other: 'cuentas de Stripe en modo real' },
} satisfies CatalogTexts<typeof en>;
