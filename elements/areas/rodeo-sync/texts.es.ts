import type { CatalogTexts } from '../../../lib/i18n/catalog.ts';
import type { en } from './texts.ts';

export default {
  runSync: 'Sincronizar',
  syncing: 'Sincronizando…',
  lead: 'Trae rodeos y participantes de la fuente de rodeos a través de la conexión del servicio de rodeos de tu cuenta y los actualiza por su ID en la fuente; las filas que la fuente trae mal se saltan y se enumeran. El progreso aparece en la barra de estado.',
  errorsOf: 'Errores de la sincronización {id}',
  refusedRows: 'Filas rechazadas',
} satisfies CatalogTexts<typeof en>;
