import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../lib/api/client.ts';
import { rodeoSync } from '../../../lib/resources/rodeo-sync.ts';
import {
  runCounts,
  runOutcome,
  runRodeoSync,
  SYNC_TASK_TITLE,
  type SyncRun,
} from '../../../lib/rodeo-sync/run-sync.ts';
import { $tasks } from '../../../lib/tasks/tasks.ts';

const encoder = new TextEncoder();
const ndjson = (lines: unknown[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const line of lines) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
        controller.close();
      },
    }),
    { headers: { 'Content-Type': 'application/x-ndjson' } },
  );
const packet = (payload: unknown, status = 200) =>
  new Response(JSON.stringify(status === 200 ? { payload, error: false, errors: [] } : payload), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const RUN: SyncRun = {
  rodeo_sync_id: 4,
  status: 'completed',
  total: 3292,
  created: 3057,
  updated: 0,
  unchanged: 0,
  failed: 235,
  errors: 'rodeo RD-00037: ends_on: Must be on or after the start date',
};
const record = {
  ...RUN,
  account_id: 1,
  source: 'demo feed',
  started_at: '2026-11-23T14:00:00.000Z',
  finished_at: '2026-11-23T14:00:02.000Z',
  created_at: '2026-11-23T14:00:00.000Z',
  updated_at: '2026-11-23T14:00:02.000Z',
  created_by: 5,
};

function setup(...replies: Response[]) {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () => replies.shift() ?? new Response(null, { status: 500 }),
  );
  const client = createApiClient({
    fetch,
    apiBase: () => 'https://api.example.test',
    siteToken: () => 'site',
    userToken: () => 'user',
    onToken: vi.fn(),
    onTokenExpired: vi.fn(),
  });
  return { client, fetch };
}

const sent = (fetch: ReturnType<typeof setup>['fetch'], call: number) =>
  JSON.parse(String(fetch.mock.calls[call]![1]!.body)) as Record<string, unknown>;

describe('runOutcome (docs/behaviour.md#states: failures are a warning with the count)', () => {
  it('reads a run with failed rows as a warning that says how many', () =>
    expect(runOutcome(RUN)).toEqual({
      tone: 'warning',
      text: "Sync finished with 235 failed rows: 3057 created, 0 updated, 0 unchanged, 235 failed. The run's errors list them.",
    }));
  it('reads a clean run as a success and a failed one as an error', () => {
    expect(runOutcome({ ...RUN, failed: 0 }).tone).toBe('success');
    expect(runOutcome({ ...RUN, status: 'failed', errors: 'Feed down\nmore' })).toEqual({
      tone: 'error',
      text: 'Sync failed: Feed down',
    });
  });
});

describe('a rodeo sync in the status bar', () => {
  beforeEach(() => $tasks.set([]));

  it('shows every streamed progress line on one task, then completes it with the counts', async () => {
    const { client, fetch } = setup(
      ndjson([
        { status: 'progress', progress: 0, total: 0, message: 'Reading the rodeo feed' },
        {
          status: 'progress',
          progress: 250,
          total: 3292,
          message: 'Row 250 of 3292: 240 created, 0 updated, 0 unchanged, 10 failed',
        },
        { status: 'done', payload: record },
      ]),
    );
    const seen: (string | undefined)[] = [];
    const unlisten = $tasks.listen((tasks) => seen.push(tasks[0]?.message));
    await expect(runRodeoSync(client, rodeoSync.commands.run!)).resolves.toMatchObject(RUN);
    unlisten();
    expect(sent(fetch, 0)).toEqual({ stream: true });
    expect(seen).toContain('Row 250 of 3292: 240 created, 0 updated, 0 unchanged, 10 failed');
    expect($tasks.get()).toMatchObject([
      {
        title: SYNC_TASK_TITLE,
        status: 'completed',
        failures: 235,
        progress: 250,
        total: 3292,
        message: runCounts(RUN),
      },
    ]);
    expect(runCounts(RUN)).toBe('3057 created, 0 updated, 0 unchanged, 235 failed');
  });

  it('falls back to one plain call when the stream breaks, and fails the task with the first error of a failed run', async () => {
    const failed = {
      ...record,
      status: 'failed',
      errors: 'The rodeo feed at https://feed.example.com/x answered 503\nmore',
    };
    const { client, fetch } = setup(
      ndjson([{ status: 'progress', progress: 0, total: 0, message: 'x' }]),
      packet(failed),
    );
    await runRodeoSync(client, rodeoSync.commands.run!);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sent(fetch, 1)).toEqual({ stream: false });
    expect($tasks.get()).toMatchObject([
      { status: 'error', message: 'The rodeo feed at https://feed.example.com/x answered 503' },
    ]);
  });

  it('fails the task with the server’s reason when the run is refused', async () => {
    const refusal = {
      error: true,
      errors: [
        {
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          detail: 'A rodeo sync is already running for this account; wait for it to finish',
          instance: '/api',
        },
      ],
    };
    const { client } = setup(packet(refusal, 409), packet(refusal, 409));
    await expect(runRodeoSync(client, rodeoSync.commands.run!)).resolves.toBeNull();
    expect($tasks.get()[0]).toMatchObject({ status: 'error' });
    expect($tasks.get()[0]!.message).toMatch(/already running|Conflict/);
  });
});
