// The public API of the kit for host pages, the same from console-api.js and console-kit.js. Everything
// here lives in the shared runtime chunk, so it drives the elements of any entry loaded on the page.

export { $consoleConfig, configureConsole, type ConsoleConfig } from '../../lib/config/console-config.ts';
import './page-image-config-bridge.ts';
import './embed-bridge.ts';

// Session: read-only stores, and the flows for pages with their own form (loaded on first use).
export { $session, $signedIn, type Session } from '../../lib/session/session.ts';
export { register, signIn, signOut, verifySecondStep } from './auth-api.ts';
export type { ActionResult } from '../../lib/session/auth-actions.ts';
export type { RegistrationInput, SignInInput } from '../../lib/forms/marks.ts';

export { $toasts, dismissToast, showToast, type Toast, type ToastType } from '../../lib/toasts/toasts.ts';

export {
  $tasks,
  addTask,
  cancelTask,
  clearFinishedTasks,
  completeTask,
  dismissTask,
  failTask,
  startTask,
  updateTask,
} from '../../lib/tasks/tasks.ts';
export type { Task, TaskInput, TaskStatus } from '../../lib/tasks/task.ts';
