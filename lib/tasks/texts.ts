import { count, params } from '@nanostores/i18n';
import { defineTexts, type TextsOf } from '../i18n/catalog.ts';

// The background tasks' texts: the status bar, its panel and the shell's indicator (docs/behaviour.md#states
// quotes the English summary).
export const en = {
  running: count({ one: '{count} task(s) in progress', other: '{count} task(s) in progress' }),
  finished: params('{completed} completed, {failed} failed'),
  finishedWarned: params('{completed} completed, {warned} with failures, {failed} failed'),
  andCancelled: params(', {cancelled} cancelled'),
  showTasks: params('{summary}: show tasks'),
  region: 'Background tasks',
  inProgress: 'In progress',
  recent: 'Recent',
  clearFinished: 'Clear finished',
  dismiss: 'Dismiss',
  dismissTask: params('Dismiss {title}'),
  queued: 'Queued',
  active: 'In progress',
  completed: 'Completed',
  error: 'Failed',
  cancelled: 'Cancelled',
  completedWithFailed: params('Completed with {failures} failed'),
};

export const taskTexts = defineTexts('tasks', en, { es: () => import('./texts.es.ts') });

export type TaskTexts = TextsOf<typeof taskTexts>;
