import { apiClient } from '../api/api.ts';
import { loadResource } from '../resource-views/loaders.ts';
import { followLive } from '../live/subscribe-later.ts';
import { createJobFollower } from './follow-jobs.ts';
import { commandOf } from '../resources/command-of.ts';

let follower: Promise<ReturnType<typeof createJobFollower>> | undefined;

/**
 * Brings the signed-in user's server jobs into the status bar (lib/jobs/follow-jobs.ts). Called when the
 * console opens signed in and when a screen that schedules jobs (the broadcast calendar) shows; the job
 * definition loads on first use, so pages that never call it never download it.
 */
export function followMyJobs(): void {
  follower ??= loadResource('job').then((job) =>
    createJobFollower(apiClient, commandOf(job, 'mine'), followLive),
  );
  void follower.then((f) => f.follow()).catch(() => undefined);
}
