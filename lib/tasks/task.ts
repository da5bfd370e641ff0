/** docs/behaviour.md#records: a background task as the status bar shows it. Times are epoch milliseconds. */
export type TaskStatus = 'queued' | 'active' | 'completed' | 'error';

export interface Task {
  id: string;
  title: string;
  description?: string;
  status: TaskStatus;
  progress?: number;
  total?: number;
  message?: string;
  details?: unknown;
  /** Of a completed task, how many of its items failed (refused rows): it finished, with a warning. */
  failures?: number;
  /**
   * Of a task in error, that a person ended it (a job's Cancel): it did not fail, so it reads "Cancelled"
   * and counts apart from the failures. Its status stays one of the four of docs/behaviour.md#states.
   */
  cancelled?: boolean;
  createdAt: number;
  updatedAt: number;
}

/** What a caller may set; the id and the timestamps belong to the store. */
export type TaskFields = Omit<Task, 'id' | 'createdAt' | 'updatedAt'>;
export type TaskInput = Omit<TaskFields, 'status'> & { status?: TaskStatus };

export const isRunning = (task: Task): boolean => task.status === 'queued' || task.status === 'active';
export const isFinished = (task: Task): boolean => task.status === 'completed' || task.status === 'error';

/** Ended by a person rather than failed (docs/behaviour.md#states). */
export const isCancelled = (task: Task): boolean => task.status === 'error' && task.cancelled === true;

/** docs/behaviour.md#states: failed, not cancelled: red wherever it shows. */
export const hasFailed = (task: Task): boolean => task.status === 'error' && !task.cancelled;

/** docs/behaviour.md#states: a task that finished but left items behind is a warning wherever it shows. */
export const hasFailures = (task: Task): boolean => task.status === 'completed' && (task.failures ?? 0) > 0;
