import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { sweepStagedUploads, sweepStoredMedia } from '../media/sweep.ts';
import { closeStaleRuns } from '../rodeo-sync/run.ts';
import { purgeExpired } from '../trash/purge.ts';
import { purgeExpiredActivity } from '../activity/retention.ts';
import { purgeOldLiveEvents } from '../live/retention.ts';
import { log as serverLog } from '../observe/logger.ts';
import { electedWork, processHolder } from './lease.ts';

/** The lease names of the periodic work, one holder each across all machines (cluster_leases.name). */
export const MEDIA_SWEEP = 'media-sweep';
export const STALE_SYNC_RUNS = 'stale-sync-runs';
export const TRASH_PURGE = 'trash-purge';
export const ACTIVITY_RETENTION = 'activity-retention';
export const LIVE_RETENTION = 'live-retention';

type Log = Pick<Console, 'info' | 'error'>;

const reportIfAny = (log: Log, what: string, result: Record<string, number>) => {
  if (Object.values(result).some((n) => n > 0)) log.info(`${what} ${JSON.stringify(result)}`);
};

/**
 * Starts this process's share of the background work; every server process calls it. The work on shared
 * state (the media store, every account's sync runs) runs in whichever process holds its lease; a
 * machine's own staging folder is swept by each process of it. Returns stop(), which releases the leases.
 */
export function startBackgroundWork(db: Db, config: Config, log: Log = serverLog): () => Promise<void> {
  const holder = processHolder();
  const lease = { seconds: config.leaseSeconds, holder };
  const sweepEvery = config.media.sweepIntervalMinutes * 60_000;
  const stops = [
    electedWork(
      db,
      {
        name: MEDIA_SWEEP,
        everyMs: sweepEvery,
        run: async () => reportIfAny(log, 'Media sweep removed', await sweepStoredMedia(db, config)),
      },
      lease,
    ),
    electedWork(
      db,
      {
        name: STALE_SYNC_RUNS,
        everyMs: Math.min(60_000, config.rodeoSyncStaleSeconds * 1000),
        run: async () =>
          reportIfAny(log, 'Closed interrupted rodeo syncs:', {
            runs: await closeStaleRuns(db, config.rodeoSyncStaleSeconds),
          }),
      },
      lease,
    ),
    // Deleted records past TRASH_DAYS go forever, media with them (docs/behaviour.md#trash).
    electedWork(
      db,
      {
        name: TRASH_PURGE,
        everyMs: sweepEvery,
        run: async () => reportIfAny(log, 'Trash purge removed', { records: await purgeExpired(db, config) }),
      },
      lease,
    ),
    // Activity entries past ACTIVITY_RETENTION_DAYS go (docs/security.md, activity log).
    electedWork(
      db,
      {
        name: ACTIVITY_RETENTION,
        everyMs: 60 * 60_000,
        run: async () =>
          reportIfAny(log, 'Activity retention purged', {
            entries: await purgeExpiredActivity(db, config.activityRetentionDays),
          }),
      },
      lease,
    ),
    // The live streams' outbox keeps a day of events for replays (docs/architecture.md, "Live changes").
    electedWork(
      db,
      {
        name: LIVE_RETENTION,
        everyMs: 60 * 60_000,
        run: async () => reportIfAny(log, 'Live outbox purged', { events: await purgeOldLiveEvents(db) }),
      },
      lease,
    ),
  ];
  const sweepStaging = () =>
    sweepStagedUploads(config).then(
      (staging) => reportIfAny(log, 'Staging sweep removed', { staging }),
      (error: Error) => log.error(`Staging sweep failed: ${error.message}`),
    );
  const timer = setInterval(() => void sweepStaging(), sweepEvery);
  timer.unref();
  void sweepStaging();
  return async () => {
    clearInterval(timer);
    await Promise.all(stops.map((stop) => stop()));
  };
}
