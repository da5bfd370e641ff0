import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf, englishOf } from '../i18n/catalog.ts';

// What the server's jobs say (docs/behaviour.md#states quotes the English): their tasks in the status bar
// (lib/jobs/follow-jobs.ts) and the Jobs screen's question and toasts (lib/jobs/job-actions.ts).
export const en = {
  onServer: 'A job on the server',
  startsAt: params('Starts at {time}'),
  running: 'Running',
  cancelledBefore: 'Cancelled before it finished',
  jobFailed: 'The job failed',
  askCancel: params(
    '“{title}” stops where it is and does not run again. A broadcast’s job cancels the broadcast too.',
  ),
  cancelled: params('Cancelled “{title}”'),
  retried: params('“{title}” will run again'),
};

export const jobTexts = defineTexts('jobs', en, { es: () => import('./job-texts.es.ts') });

export type JobTexts = TextsOf<typeof jobTexts>;

/** The English texts, which lib code falls back to when a caller passes none. */
export const jobEnglish = englishOf(jobTexts);
