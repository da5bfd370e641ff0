import { atom } from 'nanostores';
import { isFinished, type Task, type TaskFields, type TaskInput } from './task.ts';

/** docs/behaviour.md#limits: finished tasks older than this many minutes are cleared by default. */
export const CLEAR_FINISHED_AFTER_MINUTES = 60;

/** Every background task of the page, oldest first. Shared by all elements and the host page. */
export const $tasks = atom<readonly Task[]>([]);

// A counter, not crypto.randomUUID: that needs a secure context, and embedding pages may be plain http.
let lastId = 0;

/** Adds a task (queued unless the input says otherwise) and returns its id. */
export function addTask(input: TaskInput, now = Date.now()): string {
  // Host pages call this from plain JavaScript: a task without a title would show as an empty row.
  if (typeof input?.title !== 'string' || !input.title) throw new TypeError('addTask: a title is required');
  const id = `task-${++lastId}`;
  $tasks.set([
    ...$tasks.get(),
    { ...input, status: input.status ?? 'queued', id, createdAt: now, updatedAt: now },
  ]);
  return id;
}

/** Changes a task's fields; false when no task has that id (it may have been dismissed or cleared). */
export function updateTask(id: string, patch: Partial<TaskFields>, now = Date.now()): boolean {
  const tasks = $tasks.get();
  if (!tasks.some((task) => task.id === id)) return false;
  $tasks.set(tasks.map((task) => (task.id === id ? { ...task, ...patch, id, updatedAt: now } : task)));
  return true;
}

export const startTask = (id: string, now = Date.now()): boolean => updateTask(id, { status: 'active' }, now);

export const completeTask = (id: string, message?: string, now = Date.now()): boolean =>
  updateTask(id, message === undefined ? { status: 'completed' } : { status: 'completed', message }, now);

/** Completed, with `failures` items left behind (refused rows): a warning, with its count. */
export const completeWithFailures = (
  id: string,
  failures: number,
  message: string,
  now = Date.now(),
): boolean => updateTask(id, { status: 'completed', failures, message }, now);

/** A task a person ended (a job's Cancel): finished, "Cancelled", not a failure. */
export const cancelTask = (id: string, message?: string, now = Date.now()): boolean =>
  updateTask(id, { status: 'error', cancelled: true, ...(message === undefined ? {} : { message }) }, now);

export const failTask = (id: string, message?: string, now = Date.now()): boolean =>
  updateTask(id, message === undefined ? { status: 'error' } : { status: 'error', message }, now);

/** docs/behaviour.md#states: only tasks in error can be dismissed; returns whether one was removed. */
export function dismissTask(id: string): boolean {
  const tasks = $tasks.get();
  const remaining = tasks.filter((task) => task.id !== id || task.status !== 'error');
  if (remaining.length === tasks.length) return false;
  $tasks.set(remaining);
  return true;
}

/** docs/behaviour.md#states: removes completed and error tasks that finished more than `olderThanMinutes` ago. */
export function clearFinishedTasks(olderThanMinutes = CLEAR_FINISHED_AFTER_MINUTES, now = Date.now()): void {
  const cutoff = now - olderThanMinutes * 60_000;
  const tasks = $tasks.get();
  const remaining = tasks.filter((task) => !isFinished(task) || task.updatedAt > cutoff);
  if (remaining.length !== tasks.length) $tasks.set(remaining);
}
