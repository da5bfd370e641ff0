import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api/client.ts';
import { createJobFollower, type LiveJob } from '../../../lib/jobs/follow-jobs.ts';
import { job } from '../../../lib/resources/job.ts';
import { $tasks } from '../../../lib/tasks/tasks.ts';
import { fakeCall } from '../fake-call.ts';
import { fakeFollow } from '../live/fake-follow.ts';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const live = (patch: Partial<LiveJob>): LiveJob => ({
  job_id: 7,
  title: 'Send broadcast: Finals night',
  status: 'queued',
  run_at: new Date(NOW + 20_000).toISOString(),
  progress: 0,
  total: 0,
  message: null,
  last_error: null,
  ...patch,
});

describe('the status bar follows the user’s server jobs', () => {
  beforeEach(() => {
    $tasks.set([]);
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => vi.useRealTimers());

  it('shows a waiting job, asks again at its start time, then every 2 s while it runs, and stops once it ended', async () => {
    const replies: LiveJob[][] = [
      [live({})],
      [live({ status: 'running', progress: 40, total: 100, message: '40 of 100: 40 sent, 0 failed' })],
      [live({ status: 'done', progress: 100, total: 100, message: '100 sent, 0 failed of 100' })],
    ];
    const { call, calls } = fakeCall({ 'job/mine': () => ({ jobs: replies.shift() ?? [] }) });
    const follower = createJobFollower({ callCommand: call } as ApiClient, job.commands.mine!);

    follower.follow();
    await vi.advanceTimersByTimeAsync(0);
    expect($tasks.get()).toMatchObject([{ title: 'Send broadcast: Finals night', status: 'queued' }]);
    expect($tasks.get()[0]!.message).toMatch(/^Starts at /);
    // Nothing is asked before the job's start time.
    await vi.advanceTimersByTimeAsync(19_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect($tasks.get()[0]).toMatchObject({ status: 'active', progress: 40, total: 100 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect($tasks.get()[0]).toMatchObject({ status: 'completed', message: '100 sent, 0 failed of 100' });
    // Ended: no more questions, however long the page stays open.
    await vi.advanceTimersByTimeAsync(600_000);
    expect(calls).toHaveLength(3);
    expect(calls.every((c) => c.report === false)).toBe(true);
  });

  it('fails the task with the job’s error; a cancelled one is cancelled, not failed', async () => {
    const { call } = fakeCall({
      'job/mine': {
        jobs: [
          live({ status: 'failed', last_error: 'The broadcast has no message prompt' }),
          live({ job_id: 8, title: 'Send broadcast: Other', status: 'cancelled' }),
        ],
      },
    });
    createJobFollower({ callCommand: call } as ApiClient, job.commands.mine!).follow();
    await vi.advanceTimersByTimeAsync(0);
    expect($tasks.get().map((t) => [t.status, t.cancelled ?? false, t.message])).toEqual([
      ['error', false, 'The broadcast has no message prompt'],
      ['error', true, 'Cancelled before it finished'],
    ]);
  });

  it('asks on the stream’s job events while it is open, and polls only while it is down', async () => {
    const replies: LiveJob[][] = [
      [live({ status: 'running', progress: 10, total: 100 })],
      [live({ status: 'running', progress: 60, total: 100 })],
      [live({ status: 'running', progress: 70, total: 100 })],
      [live({ status: 'done', progress: 100, total: 100, message: 'All sent' })],
    ];
    const { call, calls } = fakeCall({ 'job/mine': () => ({ jobs: replies.shift() ?? [] }) });
    const stream = fakeFollow();
    const follower = createJobFollower({ callCommand: call } as ApiClient, job.commands.mine!, stream.follow);
    stream.open(true);
    await vi.advanceTimersByTimeAsync(0);
    expect($tasks.get()[0]).toMatchObject({ status: 'active', progress: 10 });
    // A running job, but the stream is open: nothing is polled.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    stream.change('job', { record_id: 7, action: 'progress' });
    await vi.advanceTimersByTimeAsync(0);
    expect($tasks.get()[0]).toMatchObject({ status: 'active', progress: 60 });
    // The stream drops: asked at once, then every 2 s while it runs.
    stream.open(false);
    await vi.advanceTimersByTimeAsync(0);
    expect($tasks.get()[0]).toMatchObject({ progress: 70 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect($tasks.get()[0]).toMatchObject({ status: 'completed', message: 'All sent' });
    expect(calls).toHaveLength(4);
    follower.stop();
    expect(stream.followers.size).toBe(0);
  });
});
