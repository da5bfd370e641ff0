import type { CatalogTexts } from '../i18n/catalog.ts';
import type { en } from './texts.ts';

export default {
  running: { one: '{count} tarea en curso', other: '{count} tareas en curso' },
  finished: '{completed} completadas, {failed} fallidas',
  finishedWarned: '{completed} completadas, {warned} con fallos, {failed} fallidas',
  andCancelled: ', {cancelled} canceladas',
  showTasks: '{summary}: ver las tareas',
  region: 'Tareas en segundo plano',
  inProgress: 'En curso',
  recent: 'Recientes',
  clearFinished: 'Borrar las terminadas',
  dismiss: 'Descartar',
  dismissTask: 'Descartar {title}',
  queued: 'En cola',
  active: 'En curso',
  completed: 'Completada',
  error: 'Fallida',
  cancelled: 'Cancelada',
  completedWithFailed: 'Completada con {failures} fallos',
} satisfies CatalogTexts<typeof en>;
