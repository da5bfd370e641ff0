import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './job-texts.ts';

export default {
  onServer: 'Una tarea en el servidor',
  startsAt: 'Empieza a las {time}',
  running: 'En curso',
  cancelledBefore: 'Cancelada antes de terminar',
  jobFailed: 'La tarea falló',
  askCancel:
    '«{title}» se detiene donde está y no vuelve a ejecutarse. Cancelar la tarea de un envío cancela también el envío.',
  cancelled: 'Cancelada: «{title}»',
  retried: '«{title}» se ejecutará de nuevo',
} satisfies CatalogTexts<typeof en>;
