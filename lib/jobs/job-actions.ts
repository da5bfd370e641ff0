/**
 * What the Jobs screen says about a job's Retry and Cancel (docs/behaviour.md#states): the question before a
 * cancel, and the one line each action ends with, naming the job by its title.
 */
export function jobActionDone(action: 'retry' | 'cancel' | 'ask-cancel', title: string): string {
  if (action === 'ask-cancel')
    return `“${title}” stops where it is and does not run again. A broadcast’s job cancels the broadcast too.`;
  return action === 'cancel' ? `Cancelled “${title}”` : `“${title}” will run again`;
}
