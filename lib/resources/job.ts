import { ACCESS } from '../protocol/access.ts';
import { z } from '../protocol/z.ts';
import { defineResource } from './define.ts';
import { datetime, enumOf, int, text, textarea } from './field.ts';
import { jobArea } from './job.area.ts';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;

const count = (label: string) => int(label, 0, 2_147_483_647, { default: 0, readOnly: true });

/** A live job of the caller's own, as the status bar follows it (job/mine). */
export const liveJobSchema = z.object({
  job_id: z.int(),
  title: z.string(),
  status: z.string(),
  run_at: z.string(),
  progress: z.int(),
  total: z.int(),
  message: z.nullable(z.string()),
  last_error: z.nullable(z.string()),
});

/**
 * Jobs (docs/jobs.md): the durable queue's rows for the caller's account. Written by the queue only; super
 * admins see them, retry a failed or cancelled one and cancel one that has not ended. `mine` is every
 * user's: their own jobs that are waiting, running or just ended, for the status bar.
 */
export const job = defineResource(jobArea, {
  label: 'Job',
  plural: 'Jobs',
  fields: {
    title: text('Job', 200, { readOnly: true }),
    kind: text('Kind', 100, { readOnly: true }),
    status: enumOf('Status', JOB_STATUSES, { default: 'queued', readOnly: true }),
    run_at: datetime('Runs At', { readOnly: true }),
    attempts: count('Attempts'),
    max_attempts: count('Max Attempts'),
    progress: count('Done'),
    total: count('Of'),
    message: text('Progress', 500, { readOnly: true }),
    last_error: textarea('Error', 5000, { readOnly: true }),
    started_at: datetime('Started', { readOnly: true }),
    finished_at: datetime('Finished', { readOnly: true }),
  },
  list: {
    columns: ['title', 'status', 'run_at', 'attempts', 'message', 'last_error'],
    search: ['title', 'kind', 'last_error'],
    defaultSort: 'run_at',
    defaultOrder: 'desc',
  },
  form: {
    sections: [],
  },
  server: {
    without: ['create', 'update', 'delete'],
    commands: ({ byId, record }) => ({
      retry: {
        method: 'POST',
        request: byId,
        response: record,
        summary:
          'Queue a failed or cancelled job again, now, with its attempts counted afresh; 409 otherwise.',
      },
      cancel: {
        method: 'POST',
        request: byId,
        response: record,
        summary:
          'Cancel a queued or running job (a running one stops at its next step; a broadcast’s is cancelled with it); 409 once it has ended.',
      },
      mine: {
        access: ACCESS.user,
        method: 'GET',
        request: z.object({}),
        response: z.object({ jobs: z.array(liveJobSchema) }),
        summary:
          'The caller’s own jobs that are queued for the next hour, running, or ended in the last minute: what the status bar follows.',
      },
    }),
  },
});
