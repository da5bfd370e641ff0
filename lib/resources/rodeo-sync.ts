import { z } from '../protocol/z.ts';
import { rodeoSyncArea } from './rodeo-sync.area.ts';
import { defineResource } from './define.ts';
import { datetime, enumOf, int, text, textarea } from './field.ts';

export const SYNC_STATUSES = ['running', 'completed', 'failed'] as const;
/** The refused rows a run keeps one line each for; the count of all of them is in `failed`. */
export const SYNC_ERRORS_KEPT = 200;
const ERRORS_MAX = 40_000;

const counter = (label: string) => int(label, 0, 2_147_483_647, { default: 0, readOnly: true });

/**
 * Sync Rodeo Data (docs/behaviour.md#areas `rodeo sync`): each run pulls the rodeo feed through the account's `rodeo`
 * service connection and upserts rodeos and contestants by external_id. A run is written by the server
 * only; the console starts one (`run`, NDJSON progress with `stream: true`) and lists them.
 */
export const rodeoSync = defineResource(rodeoSyncArea, {
  label: 'Sync Run',
  plural: 'Sync Runs',
  fields: {
    status: enumOf('Status', SYNC_STATUSES, { default: 'running', readOnly: true }),
    source: text('Feed', 255, { readOnly: true }),
    started_at: datetime('Started', { readOnly: true }),
    finished_at: datetime('Finished', { readOnly: true }),
    total: counter('Rows'),
    created: counter('Created'),
    updated: counter('Updated'),
    unchanged: counter('Unchanged'),
    failed: counter('Failed'),
    errors: textarea('Errors', ERRORS_MAX, { readOnly: true }),
  },
  list: {
    columns: ['started_at', 'status', 'total', 'created', 'updated', 'unchanged', 'failed'],
    search: ['source', 'errors'],
    defaultSort: 'started_at',
    defaultOrder: 'desc',
    failures: 'failed',
  },
  form: {
    sections: [],
  },
  server: {
    without: ['create', 'update', 'delete'],
    commands: ({ record }) => ({
      run: {
        method: 'POST',
        request: z.object({ stream: z.optional(z.boolean()) }),
        response: record,
        summary:
          'Pull the rodeo feed through the account’s rodeo connection and upsert by external_id; one run per account at a time. With stream: true the reply is NDJSON progress lines, then {"status":"done","payload"}.',
      },
    }),
  },
});
