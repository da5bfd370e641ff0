import { defineConsoleElement } from '../runtime/define-element.ts';
import { TaskStatusBar, type TaskStatusBarProps } from './task-status-bar.tsx';

/**
 * `<task-status-bar>`: the background tasks of the page (SPEC 4), fed by `addTask` and friends of the kit.
 *
 * @attr {boolean} open - the panel is expanded (also the `open` property; the element sets it itself).
 * @attr {number} auto-close-delay - ms after the last activity in the panel before it closes (5000).
 * @fires toggle - the panel opened or closed; detail `{ open: boolean }`.
 * @fires task-dismiss - the user dismissed a failed task; detail `{ id: string }`.
 * @csspart bar - the summary button. @csspart indicator - the status dot. @csspart summary - the text.
 * @csspart panel - the expanded panel. @csspart task - one task row. @csspart progress - a progress bar.
 * @csspart dismiss-button - a failed task's dismiss button. @csspart clear-button - the clear action.
 * Theme: the `--console-*` custom properties listed in docs/elements.md.
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
