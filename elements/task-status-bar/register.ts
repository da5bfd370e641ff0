import { defineConsoleElement } from '../runtime/define-element.ts';
import { TaskStatusBar, type TaskStatusBarProps } from './task-status-bar.tsx';

/**
 * It shows the tasks of the kit's shared task store, which the host page feeds through `addTask`,
 * `startTask`, `updateTask`, `completeTask` and `failTask` (see [embedding.md](embedding.md)), and to which
 * the other elements report their own work and API errors.
 *
 * Entry: `dist/kit/task-status-bar.js` (or `dist/kit/console-kit.js`, which registers every element).
 *
 * ### Behaviour
 *
 * - Hidden (renders nothing, takes no room) while there are no tasks.
 * - The summary reads `N task(s) in progress` while any task is queued or active, otherwise
 *   `X completed, Y failed`.
 * - The indicator is blue and pulsing while tasks run, red when a finished task failed, green otherwise.
 *   The pulse stops for users who prefer reduced motion.
 * - The summary is a button that expands a panel with the running tasks (title, description, a progress
 *   bar with `progress/total` when the task has a total, its latest message) and the 3 most recently
 *   finished tasks (newest first, with the time they finished and their message).
 * - A failed task has a **Dismiss** button. **Clear finished** removes every completed and failed task.
 * - The panel closes 5 s after the last mouse move, click or key press inside it, on **Escape**, or on
 *   a second click on the summary. Focus that was inside the panel returns to the summary button.
 * - The `toggle` event is a `CustomEvent`, unlike the native `ToggleEvent` of `<details>`; read
 *   `event.detail.open`.
 *
 * ### Example
 *
 * ```html
 * <task-status-bar style="--console-info: #7c3aed"></task-status-bar>
 * <style>
 *   task-status-bar::part(panel) {
 *     max-height: 20rem;
 *     overflow: auto;
 *   }
 * </style>
 * ```
 *
 * @summary The background tasks of the page (docs/behaviour.md#states and docs/behaviour.md#limits): a summary bar that expands into the task panel.
 * @attr {boolean} [open=false] - The panel is expanded. The element sets and removes it itself, like `<details>`.
 * @attr {number} [auto-close-delay=5000] - Milliseconds after the last activity in the panel before it closes.
 * @fires {CustomEvent<{ open: boolean }>} toggle - The panel opened or closed, whatever the cause (user, timer, attribute).
 * @fires {CustomEvent<{ id: string }>} task-dismiss - The user dismissed a failed task (it is already gone from the store).
 * @csspart bar - The summary button.
 * @csspart indicator - The status dot (its `data-state` is `active`, `error` or `ok`).
 * @csspart summary - The summary text.
 * @csspart panel - The expanded panel.
 * @csspart task - One task row in the panel.
 * @csspart progress - A running task's progress bar (`role="progressbar"`).
 * @csspart dismiss-button - A failed task's Dismiss button.
 * @csspart clear-button - The Clear finished button.
 */
defineConsoleElement<TaskStatusBarProps>('task-status-bar', TaskStatusBar, {
  props: { open: 'boolean', autoCloseDelay: 'number' },
  events: { onToggle: 'toggle', onTaskDismiss: 'task-dismiss' },
});

declare global {
  interface HTMLElementTagNameMap {
    'task-status-bar': HTMLElement & { open: boolean; autoCloseDelay: number | undefined };
  }
}
