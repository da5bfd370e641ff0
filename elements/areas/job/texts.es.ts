import type { CatalogTexts } from '../../../lib/i18n/catalog.ts';
import type { en } from './texts.ts';

export default {
  intro:
    'El trabajo que el servidor hace en segundo plano, como mandar los envíos. Una tarea fallida conserva su error; vuelve a intentarla cuando hayas resuelto la causa. Cancelar la tarea de un envío cancela el envío.',
  errorOf: 'Error de la tarea {id}',
  retryJob: 'Reintentar la tarea {id}',
  cancelJobOf: 'Cancelar la tarea {id}',
  cancelThis: '¿Cancelar esta tarea?',
  cancelJob: 'Cancelar la tarea',
  error: 'Error',
} satisfies CatalogTexts<typeof en>;
