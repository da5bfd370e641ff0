import type { ApiClient } from '../api/client.ts';
import { streamCommand } from '../api/ndjson-stream.ts';
import type { Command } from '../protocol/command.ts';
import {
  addTask,
  completeTask,
  completeWithFailures,
  failTask,
  startTask,
  updateTask,
} from '../tasks/tasks.ts';
import { rodeoSyncArea } from '../resources/rodeo-sync.area.ts';
import { syncEnglish, type SyncTexts } from './sync-texts.ts';

/** A sync run as the server records it (lib/resources/rodeo-sync.ts). */
export interface SyncRun {
  rodeo_sync_id: number;
  status: 'running' | 'completed' | 'failed';
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  errors: string | null;
}

/** The task's title in English: the screen's (lib/resources/rodeo-sync.area.ts). */
export const SYNC_TASK_TITLE: string = rodeoSyncArea.screens.sync[1];

/** '3120 created, 0 updated, 0 unchanged, 172 failed' */
export const runCounts = (run: SyncRun, t: SyncTexts = syncEnglish()): string =>
  t.counts({ created: run.created, updated: run.updated, unchanged: run.unchanged, failed: run.failed });

/**
 * How a finished run reads to its user: a success, a warning with its failed rows (docs/behaviour.md#states),
 * or a failure; in the view's language (lib/rodeo-sync/sync-texts.ts), English when none is given.
 */
export function runOutcome(
  run: SyncRun,
  t: SyncTexts = syncEnglish(),
): { tone: 'success' | 'warning' | 'error'; text: string } {
  if (run.status !== 'completed')
    return { tone: 'error', text: t.failedBecause({ reason: run.errors?.split('\n')[0] ?? t.noReason }) };
  if (run.failed > 0)
    return {
      tone: 'warning',
      text: t.finishedWith({ rows: t.failedRows(run.failed), counts: runCounts(run, t) }),
    };
  return { tone: 'success', text: t.finished({ counts: runCounts(run, t) }) };
}

/** The words a run's task is written in: the view's texts and the screen's title in its language. */
export interface SyncLanguage {
  texts: SyncTexts;
  title: string;
}

/**
 * One sync run with its progress in the status bar: the task shows row N of M and the counts so far as
 * the server streams them, and ends completed with the counts (a warning with failed rows), or failed with the reason. A refused start
 * (no rodeo connection, a run already going) fails the task; the API client has shown the message.
 */
export async function runRodeoSync(
  client: ApiClient,
  run: Command,
  { texts: t, title }: SyncLanguage = { texts: syncEnglish(), title: SYNC_TASK_TITLE },
): Promise<SyncRun | null> {
  const task = addTask({ title, description: t.fromFeed });
  startTask(task);
  try {
    const result = (await streamCommand(client, run, {}, ({ progress, total, message }) =>
      updateTask(task, { progress, total, message }),
    )) as SyncRun;
    if (result.status === 'completed' && result.failed > 0)
      completeWithFailures(task, result.failed, runCounts(result, t));
    else if (result.status === 'completed') completeTask(task, runCounts(result, t));
    else failTask(task, result.errors?.split('\n')[0] ?? t.syncFailed);
    return result;
  } catch (error) {
    failTask(task, (error as Error).message || t.couldNotStart);
    return null;
  }
}
