import { params } from '@nanostores/i18n';
import { defineTexts } from '../../../lib/i18n/catalog.ts';

// The Jobs screen (docs/behaviour.md#screens and #states quote the English); the question and toasts about
// a job are lib/jobs/job-texts.ts.
export const en = {
  intro:
    'Work the server does in the background, such as sending broadcasts. A failed job keeps its error; retry it once the cause is fixed. Cancelling a broadcast’s job cancels the broadcast.',
  errorOf: params('Error of job {id}'),
  retryJob: params('Retry job {id}'),
  cancelJobOf: params('Cancel job {id}'),
  cancelThis: 'Cancel this job?',
  cancelJob: 'Cancel job',
  error: 'Error',
};

export const jobsTexts = defineTexts('jobs-view', en, { es: () => import('./texts.es.ts') });
