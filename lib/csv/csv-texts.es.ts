import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './csv-texts.ts';

export default {
  notCsv: '«{name}» no es un archivo CSV. Guarda la hoja como CSV (separado por comas) y elige ese archivo.',
  emptyFile: '«{name}» está vacío.',
  tooLarge:
    '«{name}» ocupa {size}; el límite es {limit}. Divídelo en archivos más pequeños y súbelos uno tras otro.',
  notValid: 'El archivo no es un CSV válido, así que no se subió nada. {errors}',
  lineError: 'Línea {line}: {message}',
  noColumn: 'Al archivo le falta la columna {columns}; descarga la plantilla para ver las columnas.',
  invalidRow: 'Fila no válida',
  refused: 'Rechazada',
  unreadable: 'No se pudo leer el archivo: {reason}',
  unknownError: 'error desconocido',
  workerFailed: 'falló la lectura en segundo plano',
} satisfies CatalogTexts<typeof en>;
