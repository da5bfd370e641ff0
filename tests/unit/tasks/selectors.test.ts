import { describe, expect, it } from 'vitest';
import {
  indicatorState,
  progressRatio,
  recentTasks,
  RECENT_TASKS_SHOWN,
  runningTasks,
  taskSummary,
} from '../../../lib/tasks/selectors.ts';
import type { Task, TaskStatus } from '../../../lib/tasks/task.ts';
import { taskTexts } from '../../../lib/tasks/texts.ts';

const english = taskTexts('en').get();
const summary = (tasks: Task[]) => taskSummary(tasks, english);

let seq = 0;
const task = (status: TaskStatus, updatedAt = 0, extra: Partial<Task> = {}): Task => ({
  id: `t${++seq}`,
  title: `${status} ${updatedAt}`,
  status,
  createdAt: 0,
  updatedAt,
  ...extra,
});

describe('taskSummary (docs/behaviour.md#states status bar text)', () => {
  it("reads 'N task(s) in progress' while any task is queued or active", () => {
    expect(summary([task('active')])).toBe('1 task(s) in progress');
    expect(summary([task('queued'), task('active'), task('error'), task('completed')])).toBe(
      '2 task(s) in progress',
    );
  });

  it("reads 'X completed, Y failed' when nothing runs", () => {
    expect(summary([task('completed'), task('completed'), task('error')])).toBe('2 completed, 1 failed');
    expect(summary([task('error')])).toBe('0 completed, 1 failed');
    expect(summary([])).toBe('0 completed, 0 failed');
  });
});

describe('a task that completed with failures (docs/behaviour.md#states)', () => {
  const warned = () => task('completed', 0, { failures: 235 });
  it('is counted apart, never as a plain completion', () => {
    expect(summary([warned()])).toBe('0 completed, 1 with failures, 0 failed');
    expect(summary([warned(), task('completed'), task('error')])).toBe(
      '1 completed, 1 with failures, 1 failed',
    );
  });
  it('turns the indicator amber, below an error', () => {
    expect(indicatorState([task('completed'), warned()])).toBe('warning');
    expect(indicatorState([warned(), task('error')])).toBe('error');
  });
});

describe('a task a person cancelled (docs/behaviour.md#states)', () => {
  const cancelled = () => task('error', 0, { cancelled: true });
  it('is counted apart, neither a completion nor a failure', () => {
    expect(summary([cancelled(), task('completed')])).toBe('1 completed, 0 failed, 1 cancelled');
    expect(summary([cancelled(), task('error')])).toBe('0 completed, 1 failed, 1 cancelled');
  });
  it('does not turn the indicator red', () => {
    expect(indicatorState([cancelled(), task('completed')])).toBe('ok');
    expect(indicatorState([cancelled(), task('error')])).toBe('error');
  });
});

describe('indicatorState (docs/behaviour.md#states indicator)', () => {
  it('is hidden with no tasks', () => expect(indicatorState([])).toBe('hidden'));
  it('is active (blue, pulsing) while a task is queued or active, even beside errors', () => {
    expect(indicatorState([task('queued')])).toBe('active');
    expect(indicatorState([task('error'), task('active')])).toBe('active');
  });
  it('is error (red) when a finished task failed', () =>
    expect(indicatorState([task('completed'), task('error')])).toBe('error'));
  it('is ok (green) when every task completed', () =>
    expect(indicatorState([task('completed'), task('completed')])).toBe('ok'));
});

describe('recentTasks (docs/behaviour.md#states, docs/behaviour.md#limits)', () => {
  it('lists the 3 newest completed or error tasks, newest first', () => {
    expect(RECENT_TASKS_SHOWN).toBe(3);
    const tasks = [
      task('completed', 10),
      task('error', 50),
      task('active', 99),
      task('completed', 40),
      task('queued', 98),
      task('error', 20),
    ];
    expect(recentTasks(tasks).map((t) => t.updatedAt)).toEqual([50, 40, 20]);
  });

  it('takes another count and does not reorder its input', () => {
    const tasks = [task('completed', 1), task('completed', 2)];
    expect(recentTasks(tasks, 1).map((t) => t.updatedAt)).toEqual([2]);
    expect(tasks.map((t) => t.updatedAt)).toEqual([1, 2]);
  });
});

describe('runningTasks', () => {
  it('keeps queued and active tasks in their order', () => {
    const tasks = [task('queued', 1), task('completed', 2), task('active', 3), task('error', 4)];
    expect(runningTasks(tasks).map((t) => t.status)).toEqual(['queued', 'active']);
  });
});

describe('progressRatio', () => {
  it('is progress over total, kept within 0..1', () => {
    expect(progressRatio(task('active', 0, { progress: 3, total: 12 }))).toBe(0.25);
    expect(progressRatio(task('active', 0, { progress: 20, total: 10 }))).toBe(1);
    expect(progressRatio(task('active', 0, { progress: -1, total: 10 }))).toBe(0);
  });

  it('is undefined without a positive total or any progress', () => {
    expect(progressRatio(task('active'))).toBeUndefined();
    expect(progressRatio(task('active', 0, { progress: 1, total: 0 }))).toBeUndefined();
    expect(progressRatio(task('active', 0, { total: 5 }))).toBeUndefined();
  });
});
