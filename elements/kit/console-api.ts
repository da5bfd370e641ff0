// The public API of the kit for host pages, the same from console-api.js and console-kit.js. Everything
// here lives in the shared runtime chunk, so it drives the elements of any entry loaded on the page.

export { $consoleConfig, configureConsole, type ConsoleConfig } from '../../lib/config/console-config.ts';

// Session: read-only stores from lib/session (owned by the lib engineer). Sign-out stays out: it pulls the
// API client and zod into the shared chunk (+13 KB gzip for every element).
export { $session, $signedIn, type Session } from '../../lib/session/session.ts';

export { $toasts, dismissToast, showToast, type Toast, type ToastType } from '../../lib/toasts/toasts.ts';

export {
  $tasks,
  addTask,
  clearFinishedTasks,
  completeTask,
  dismissTask,
  failTask,
  startTask,
  updateTask,
} from '../../lib/tasks/tasks.ts';
export type { Task, TaskInput, TaskStatus } from '../../lib/tasks/task.ts';
