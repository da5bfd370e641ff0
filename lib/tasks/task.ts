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
  createdAt: number;
  updatedAt: number;
}

/** What a caller may set; the id and the timestamps belong to the store. */
export type TaskFields = Omit<Task, 'id' | 'createdAt' | 'updatedAt'>;
export type TaskInput = Omit<TaskFields, 'status'> & { status?: TaskStatus };

export const isRunning = (task: Task): boolean => task.status === 'queued' || task.status === 'active';
export const isFinished = (task: Task): boolean => task.status === 'completed' || task.status === 'error';

/** docs/behaviour.md#states: a task that finished but left items behind is a warning wherever it shows. */
export const hasFailures = (task: Task): boolean => task.status === 'completed' && (task.failures ?? 0) > 0;
