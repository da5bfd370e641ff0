/** docs/behaviour.md#records: a background task as the status bar shows it. Times are epoch milliseconds. */
/** 'warning': finished, with part of it refused (a bulk action's refused records); the message says how many. */
export type TaskStatus = 'queued' | 'active' | 'completed' | 'warning' | 'error';

export interface Task {
  id: string;
  title: string;
  description?: string;
  status: TaskStatus;
  progress?: number;
  total?: number;
  message?: string;
  details?: unknown;
  createdAt: number;
  updatedAt: number;
}

/** What a caller may set; the id and the timestamps belong to the store. */
export type TaskFields = Omit<Task, 'id' | 'createdAt' | 'updatedAt'>;
export type TaskInput = Omit<TaskFields, 'status'> & { status?: TaskStatus };

export const isRunning = (task: Task): boolean => task.status === 'queued' || task.status === 'active';
export const isFinished = (task: Task): boolean =>
  task.status === 'completed' || task.status === 'warning' || task.status === 'error';
