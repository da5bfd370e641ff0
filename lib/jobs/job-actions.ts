import { jobEnglish, type JobTexts } from './job-texts.ts';

/**
 * What the Jobs screen says about a job's Retry and Cancel (docs/behaviour.md#states): the question before a
 * cancel, and the one line each action ends with, naming the job by its title, in the view's language
 * (lib/jobs/job-texts.ts; English when none is given).
 */
export function jobActionDone(
  action: 'retry' | 'cancel' | 'ask-cancel',
  title: string,
  t: JobTexts = jobEnglish(),
): string {
  if (action === 'ask-cancel') return t.askCancel({ title });
  return action === 'cancel' ? t.cancelled({ title }) : t.retried({ title });
}
