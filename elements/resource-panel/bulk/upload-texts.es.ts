import type { CatalogTexts } from '../../../lib/i18n/catalog.ts';
import type { en } from './upload-texts.ts';

export default {
  uploadTask: 'Subir {many}',
  readingFile: 'Leyendo el archivo',
  sendingRows: { one: 'Enviando {count} fila', other: 'Enviando {count} filas' },
  rowOf: 'Fila {done} de {total}',
  summary: '{created} creados, {updated} actualizados, {refused} rechazados',
  partlySaved:
    '{message}. Las filas enviadas antes del fallo están guardadas; vuelve a subir el mismo archivo para terminar (no crea duplicados).',
  title: 'Carga masiva de {many}',
  backToList: 'Volver a la lista',
  intro: 'Sube un archivo CSV con una línea de encabezado. Columnas: {columns}.',
  uniqueNote:
    ' Una fila cuyo valor de {field} coincide con un registro existente ({one}) lo actualiza, así que volver a subir un archivo no crea duplicados.',
  downloadTemplate: 'Descargar la plantilla',
  uploading: 'Subiendo...',
  chooseCsv: 'Elegir archivo CSV',
  leftOut: ' Columnas que se dejaron fuera: {columns}.',
  downloadRefused: 'Descargar las filas rechazadas',
  fixAndUpload: 'Corrígelas en el archivo y vuelve a subirlo.',
  refusedRows: 'Filas rechazadas',
  line: 'Línea',
  reason: 'Motivo',
  firstShown: 'Se muestran las primeras {shown} de {total}; la descarga las tiene todas.',
} satisfies CatalogTexts<typeof en>;
