import { beforeEach, describe, expect, it } from 'vitest';
import {
  $tasks,
  addTask,
  clearFinishedTasks,
  CLEAR_FINISHED_AFTER_MINUTES,
  completeTask,
  dismissTask,
  failTask,
  startTask,
  updateTask,
} from '../../../lib/tasks/tasks.ts';

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
const MINUTE = 60_000;
const byId = (id: string) => $tasks.get().find((task) => task.id === id);

describe('background task store (docs/behaviour.md#records, docs/behaviour.md#states)', () => {
  beforeEach(() => $tasks.set([]));

  it('adds a task queued by default, stamped with its creation time', () => {
    const id = addTask({ title: 'Import contacts', description: 'contacts.csv', total: 10, progress: 0 }, T0);
    expect($tasks.get()).toEqual([
      {
        id,
        title: 'Import contacts',
        description: 'contacts.csv',
        status: 'queued',
        progress: 0,
        total: 10,
        createdAt: T0,
        updatedAt: T0,
      },
    ]);
  });

  it('gives every task its own id and keeps an explicit initial status', () => {
    const a = addTask({ title: 'a' }, T0);
    const b = addTask({ title: 'b', status: 'active' }, T0);
    expect(a).not.toBe(b);
    expect(byId(b)?.status).toBe('active');
  });

  it('refuses a task without a title', () => {
    expect(() => addTask({ title: '' })).toThrow('addTask: a title is required');
    expect(() => addTask({} as never)).toThrow(TypeError);
    expect($tasks.get()).toEqual([]);
  });

  it('moves queued -> active -> completed, updating progress, message and time', () => {
    const id = addTask({ title: 'Sync', total: 4 }, T0);
    expect(startTask(id, T0 + 1)).toBe(true);
    expect(byId(id)).toMatchObject({ status: 'active', updatedAt: T0 + 1 });
    expect(updateTask(id, { progress: 2, message: 'Half way' }, T0 + 2)).toBe(true);
    expect(byId(id)).toMatchObject({ progress: 2, message: 'Half way', updatedAt: T0 + 2, createdAt: T0 });
    expect(completeTask(id, 'Done', T0 + 3)).toBe(true);
    expect(byId(id)).toMatchObject({ status: 'completed', message: 'Done', updatedAt: T0 + 3 });
  });

  it('keeps the last message when finishing without one', () => {
    const id = addTask({ title: 'Sync', message: 'Working' }, T0);
    completeTask(id, undefined, T0 + 1);
    expect(byId(id)?.message).toBe('Working');
    const other = addTask({ title: 'Upload', message: 'Sending' }, T0);
    failTask(other, undefined, T0 + 1);
    expect(byId(other)).toMatchObject({ status: 'error', message: 'Sending' });
  });

  it('marks a task as failed with its message', () => {
    const id = addTask({ title: 'Upload' }, T0);
    expect(failTask(id, 'Network down', T0 + 5)).toBe(true);
    expect(byId(id)).toMatchObject({ status: 'error', message: 'Network down', updatedAt: T0 + 5 });
  });

  it('cannot change the id and reports unknown ids', () => {
    const id = addTask({ title: 'x' }, T0);
    updateTask(id, { id: 'hijack' } as never, T0);
    expect(byId(id)).toBeDefined();
    expect(updateTask('task-unknown', { message: 'x' })).toBe(false);
    expect(startTask('task-unknown')).toBe(false);
    expect(completeTask('task-unknown')).toBe(false);
    expect(failTask('task-unknown')).toBe(false);
  });

  it('dismisses only tasks in error', () => {
    const queued = addTask({ title: 'q' }, T0);
    const active = addTask({ title: 'a', status: 'active' }, T0);
    const done = addTask({ title: 'c', status: 'completed' }, T0);
    const failed = addTask({ title: 'e', status: 'error' }, T0);
    expect([queued, active, done].map(dismissTask)).toEqual([false, false, false]);
    expect(dismissTask(failed)).toBe(true);
    expect($tasks.get().map((task) => task.id)).toEqual([queued, active, done]);
    expect(dismissTask(failed)).toBe(false);
  });
});

describe('clearFinishedTasks (docs/behaviour.md#states, docs/behaviour.md#limits)', () => {
  beforeEach(() => $tasks.set([]));

  const seed = () => ({
    oldDone: addTask({ title: 'old done', status: 'completed' }, T0 - 61 * MINUTE),
    oldFailed: addTask({ title: 'old failed', status: 'error' }, T0 - 90 * MINUTE),
    freshDone: addTask({ title: 'fresh done', status: 'completed' }, T0 - 59 * MINUTE),
    oldRunning: addTask({ title: 'old running', status: 'active' }, T0 - 120 * MINUTE),
    oldQueued: addTask({ title: 'old queued' }, T0 - 120 * MINUTE),
  });

  it('clears completed and error tasks older than 60 minutes by default', () => {
    expect(CLEAR_FINISHED_AFTER_MINUTES).toBe(60);
    const ids = seed();
    clearFinishedTasks(undefined, T0);
    expect($tasks.get().map((task) => task.id)).toEqual([ids.freshDone, ids.oldRunning, ids.oldQueued]);
  });

  it('counts age from when the task finished, not when it was created', () => {
    const id = addTask({ title: 'long job' }, T0 - 120 * MINUTE);
    completeTask(id, undefined, T0 - 10 * MINUTE);
    clearFinishedTasks(60, T0);
    expect(byId(id)).toBeDefined();
  });

  it('takes another age, and 0 clears every finished task', () => {
    seed();
    clearFinishedTasks(70, T0);
    expect($tasks.get().map((task) => task.title)).toEqual([
      'old done',
      'fresh done',
      'old running',
      'old queued',
    ]);
    clearFinishedTasks(0, T0);
    expect($tasks.get().map((task) => task.title)).toEqual(['old running', 'old queued']);
  });
});
