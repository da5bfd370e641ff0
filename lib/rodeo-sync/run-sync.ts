import type { ApiClient } from '../api/client.ts';
import { countText } from '../format/count.ts';
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

export const SYNC_TASK_TITLE = 'Sync Rodeo Data';

/** '3,120 created, 0 updated, 0 unchanged, 172 failed' */
export const runCounts = (run: SyncRun): string =>
  `${run.created} created, ${run.updated} updated, ${run.unchanged} unchanged, ${run.failed} failed`;

/** How a finished run reads to its user: a success, a warning with its failed rows (docs/behaviour.md#states), or a failure. */
export function runOutcome(run: SyncRun): { tone: 'success' | 'warning' | 'error'; text: string } {
  if (run.status !== 'completed')
    return { tone: 'error', text: `Sync failed: ${run.errors?.split('\n')[0] ?? 'no reason given'}` };
  if (run.failed > 0)
    return {
      tone: 'warning',
      text: `Sync finished with ${countText(run.failed, 'failed row')}: ${runCounts(run)}. The run's errors list them.`,
    };
  return { tone: 'success', text: `Sync finished: ${runCounts(run)}.` };
}

/**
 * One sync run with its progress in the status bar: the task shows row N of M and the counts so far as
 * the server streams them, and ends completed with the counts (a warning with failed rows), or failed with the reason. A refused start
 * (no rodeo connection, a run already going) fails the task; the API client has shown the message.
 */
export async function runRodeoSync(client: ApiClient, run: Command): Promise<SyncRun | null> {
  const task = addTask({
    title: SYNC_TASK_TITLE,
    description: 'Rodeos and contestants from the rodeo feed',
  });
  startTask(task);
  try {
    const result = (await streamCommand(client, run, {}, ({ progress, total, message }) =>
      updateTask(task, { progress, total, message }),
    )) as SyncRun;
    if (result.status === 'completed' && result.failed > 0)
      completeWithFailures(task, result.failed, runCounts(result));
    else if (result.status === 'completed') completeTask(task, runCounts(result));
    else failTask(task, result.errors?.split('\n')[0] ?? 'The sync failed');
    return result;
  } catch (error) {
    failTask(task, (error as Error).message || 'The sync could not start');
    return null;
  }
}
