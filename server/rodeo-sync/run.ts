import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import { contestant } from '../../lib/resources/contestant.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { rodeo } from '../../lib/resources/rodeo.ts';
import { rodeoSync, SYNC_ERRORS_KEPT } from '../../lib/resources/rodeo-sync.ts';
import { conflictOnDuplicate } from '../connections/rows.ts';
import type { Db } from '../db/db.ts';
import { connectionToken, usableConnection } from '../druidia/rows.ts';
import { ApiFailure } from '../http/failure.ts';
import type { Ctx } from '../http/handlers.ts';
import { findRecord, type Values } from '../resources/sql.ts';
import { FeedError, pullFeed } from './pull.ts';
import { logRepeatedFailure } from '../observe/repeated-failures.ts';
import { prepareRow, upsertBatch, type Outcome, type ReadyRow } from './upsert.ts';

/** Rows written per transaction: a run stopped midway keeps whole batches and their counts, nothing else. */
export const SYNC_BATCH = 250;

export interface SyncProgress {
  progress: number;
  total: number;
  message: string;
}

interface Counts {
  total: number;
  done: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
}

export const NO_CONNECTION =
  'This account has no rodeo service connection: connect the rodeo service under Service Connections on your profile, then run the sync again';
export const ALREADY_RUNNING = 'A rodeo sync is already running for this account; wait for it to finish';

const progressText = (c: Counts): string =>
  `Row ${c.done} of ${c.total}: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.failed} failed`;

/**
 * Closes as interrupted every running sync (of one account, or of all) that has written nothing for
 * `staleSeconds`: its server stopped. Run before a new run starts, and periodically by one elected process
 * (server/cluster/background.ts) so a run list never shows a dead run as running. Returns how many.
 */
export async function closeStaleRuns(db: Db, staleSeconds: number, accountId?: number): Promise<number> {
  const rows = await db.query(
    `UPDATE rodeo_syncs SET status = 'failed', finished_at = now(), updated_at = now(),
            errors = concat_ws(E'\\n', 'Interrupted: the run stopped before it finished; run the sync again', errors)
      WHERE ($1::bigint IS NULL OR account_id = $1) AND status = 'running'
        AND updated_at < now() - make_interval(secs => $2)
      RETURNING rodeo_sync_id`,
    [accountId ?? null, staleSeconds],
  );
  return rows.length;
}

/**
 * Starts a run for the caller's account: refused without a rodeo connection, and while another run of the
 * account is going (one running row per account, kept by a unique index). A run whose server stopped
 * writes no more heartbeats; after SYNC_STALE_SECONDS it is closed as interrupted, so it blocks no one.
 */
export async function startRun(ctx: Ctx): Promise<{ runId: number; token: string }> {
  const { db, session, keys, config } = ctx;
  const connection = await usableConnection(db, session, 'rodeo');
  if (!connection) throw new ApiFailure(409, 'Conflict', NO_CONNECTION);
  await closeStaleRuns(db, config.rodeoSyncStaleSeconds, session.accountId);
  const runId = await conflictOnDuplicate(async () => {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO rodeo_syncs (account_id, created_by, status, started_at)
       VALUES ($1, $2, 'running', now()) RETURNING rodeo_sync_id AS id`,
      [session.accountId, session.userId],
    );
    return row!.id;
  }, ALREADY_RUNNING);
  return { runId, token: connectionToken(keys, connection) };
}

const errorsText = (errors: readonly string[]): string | null =>
  errors.length === 0
    ? null
    : [
        ...errors.slice(0, SYNC_ERRORS_KEPT),
        ...(errors.length > SYNC_ERRORS_KEPT ? [`… and ${errors.length - SYNC_ERRORS_KEPT} more`] : []),
      ].join('\n');

/**
 * Pulls the feed and upserts its rodeos, then its contestants, batch by batch. Each batch and the run's
 * counts commit together, so the run row always tells what is written. Ends with the run record, completed
 * or failed (the feed could not be read); progress goes to `onProgress` after every batch.
 */
export async function executeRun(
  ctx: Ctx,
  runId: number,
  token: string,
  onProgress: (progress: SyncProgress) => void,
): Promise<Values> {
  const { db, session } = ctx;
  const errors: string[] = [];
  const counts: Counts = { total: 0, done: 0, created: 0, updated: 0, unchanged: 0, failed: 0 };
  // The counts and errors so far, with the batch that made them (a transaction) or at the end of the run.
  const saveRun = (executor: Db, finish?: 'completed' | 'failed') =>
    executor.query(
      `UPDATE rodeo_syncs SET total = $2, created = $3, updated = $4, unchanged = $5, failed = $6,
              errors = $7, updated_at = now()${finish ? ', status = $8, finished_at = now()' : ''}
        WHERE rodeo_sync_id = $1`,
      [
        runId,
        counts.total,
        counts.created,
        counts.updated,
        counts.unchanged,
        counts.failed,
        errorsText(errors),
        ...(finish ? [finish] : []),
      ],
    );
  try {
    onProgress({ progress: 0, total: 0, message: 'Reading the rodeo feed' });
    const feed = await pullFeed(ctx.config, token);
    await db.query('UPDATE rodeo_syncs SET source = $2 WHERE rodeo_sync_id = $1', [runId, feed.source]);
    counts.total = feed.rodeos.length + feed.contestants.length;
    onProgress({ progress: 0, total: counts.total, message: progressText(counts) });

    const area = async (resource: Resource, rows: readonly Record<string, unknown>[], toInput: ToInput) => {
      for (let start = 0; start < rows.length; start += SYNC_BATCH) {
        const ready: ReadyRow[] = [];
        const refused: string[] = [];
        for (const row of rows.slice(start, start + SYNC_BATCH)) {
          const mapped = toInput(row);
          const prepared = 'error' in mapped ? mapped : prepareRow(resource, row.id, mapped.input);
          if ('row' in prepared) ready.push(prepared.row);
          else refused.push(`${resource.name} ${String(row.id ?? '(no id)')}: ${prepared.error}`);
        }
        await db.transaction(async (tx) => {
          const outcomes = await upsertBatch(tx, resource, session, ready);
          for (const outcome of outcomes) counts[outcome satisfies Outcome] += 1;
          counts.failed += refused.length;
          counts.done += ready.length + refused.length;
          errors.push(...refused);
          await saveRun(tx);
        });
        onProgress({ progress: counts.done, total: counts.total, message: progressText(counts) });
        // PGlite answers through promises alone, so a run would never give the event loop a turn: the
        // progress lines would sit unsent and other requests would wait until the run ends.
        await setImmediatePromise();
      }
    };
    await area(rodeo, feed.rodeos, (row) => ({
      input: {
        name: row.name,
        starts_on: row.starts_on,
        ends_on: row.ends_on ?? null,
        venue: row.venue ?? null,
        city: row.city ?? null,
        state: row.state ?? null,
        circuit: row.circuit ?? null,
        status: row.status,
        ticket_url: row.ticket_url ?? null,
      },
    }));
    const rodeoIds = new Map(
      (
        await db.query<{ external_id: string; rodeo_id: number }>(
          'SELECT external_id, rodeo_id FROM rodeos WHERE account_id = $1 AND external_id IS NOT NULL',
          [session.accountId],
        )
      ).map((row) => [row.external_id, row.rodeo_id]),
    );
    await area(contestant, feed.contestants, (row) => {
      const rodeoId = rodeoIds.get(String(row.rodeo_id));
      if (rodeoId === undefined)
        return { error: `rodeo: ${String(row.rodeo_id)} is not a rodeo of the feed` };
      return {
        input: { rodeo: rodeoId, name: row.name, hometown: row.hometown ?? null, event: row.event ?? null },
      };
    });
    await saveRun(db, 'completed');
  } catch (error) {
    if (!(error instanceof FeedError)) logRepeatedFailure('rodeo sync', error);
    errors.unshift(
      error instanceof FeedError ? error.message : `The run failed: ${(error as Error).message}`,
    );
    await saveRun(db, 'failed');
  }
  return findRecord(db, rodeoSync, session, runId);
}

/** A feed row as the console's create input, or why it cannot be one (an unknown rodeo). */
type ToInput = (row: Record<string, unknown>) => { input: Values } | { error: string };
