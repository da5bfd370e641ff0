import type { CatalogTexts } from '../../../lib/i18n/catalog.ts';
import type { en } from './texts.ts';

export default {
  loading: 'Cargando…',
  chartFailed: 'No se pudo cargar el gráfico',
  perDayOver: 'Envíos por formulario y día, últimos {days} días: {total} en total',
  noneIn: 'No hay envíos en los últimos {days} días.',
  forms: 'Formularios',
  perDay: 'Envíos por formulario y día',
  day: 'Día',
  ofForm: '{day}: {count} de {form}',
} satisfies CatalogTexts<typeof en>;
