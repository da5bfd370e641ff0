import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './sync-texts.ts';

export default {
  fromFeed: 'Rodeos y participantes de la fuente de rodeos',
  counts: '{created} creados, {updated} actualizados, {unchanged} sin cambios, {failed} fallidos',
  failedRows: { one: '{count} fila fallida', other: '{count} filas fallidas' },
  finishedWith:
    'La sincronización terminó con {rows}: {counts}. Los errores de la sincronización las enumeran.',
  finished: 'La sincronización terminó: {counts}.',
  failedBecause: 'La sincronización falló: {reason}',
  noReason: 'sin motivo indicado',
  syncFailed: 'La sincronización falló',
  couldNotStart: 'No se pudo iniciar la sincronización',
} satisfies CatalogTexts<typeof en>;
