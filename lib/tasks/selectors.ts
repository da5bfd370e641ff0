import { hasFailed, hasFailures, isCancelled, isFinished, isRunning, type Task } from './task.ts';
import type { TaskTexts } from './texts.ts';

/** docs/behaviour.md#limits: how many finished tasks the status panel lists. */
export const RECENT_TASKS_SHOWN = 3;

export type IndicatorState = 'active' | 'error' | 'warning' | 'ok' | 'hidden';

export const runningTasks = (tasks: readonly Task[]): Task[] => tasks.filter(isRunning);

/** docs/behaviour.md#states: completed and error tasks count as recent; the newest `n` of them, newest first. */
export const recentTasks = (tasks: readonly Task[], n = RECENT_TASKS_SHOWN): Task[] =>
  tasks
    .filter(isFinished)
    .sort((a, b) => b.updatedAt - a.updatedAt)
    .slice(0, n);

/**
 * docs/behaviour.md#states: the status bar's one-line summary. A task that completed with failures is
 * counted apart ('0 completed, 1 with failures, 0 failed'), never as a plain success; one a person
 * cancelled is neither a success nor a failure ('1 completed, 0 failed, 1 cancelled').
 */
export function taskSummary(tasks: readonly Task[], t: TaskTexts): string {
  const running = tasks.filter(isRunning).length;
  if (running > 0) return t.running(running);
  const failed = tasks.filter(hasFailed).length;
  const cancelled = tasks.filter(isCancelled).length;
  const warned = tasks.filter(hasFailures).length;
  const completed = tasks.length - failed - cancelled - warned;
  const finished =
    warned > 0 ? t.finishedWarned({ completed, warned, failed }) : t.finished({ completed, failed });
  return cancelled > 0 ? finished + t.andCancelled({ cancelled }) : finished;
}

/**
 * docs/behaviour.md#states: blue and pulsing while any task runs, red with errors, amber when a task
 * finished with failures, green otherwise, hidden with no tasks.
 */
export function indicatorState(tasks: readonly Task[]): IndicatorState {
  if (tasks.length === 0) return 'hidden';
  if (tasks.some(isRunning)) return 'active';
  if (tasks.some(hasFailed)) return 'error';
  return tasks.some(hasFailures) ? 'warning' : 'ok';
}

/** How far a task has got, from 0 to 1, or undefined when it has no usable total. */
export function progressRatio(task: Task): number | undefined {
  if (!task.total || task.total <= 0 || task.progress === undefined) return undefined;
  return Math.min(1, Math.max(0, task.progress / task.total));
}
