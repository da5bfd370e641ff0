import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { STATUS_PANEL_AUTO_CLOSE_MS } from '../../lib/tasks/panel-auto-close.ts';
import { indicatorState, taskSummary } from '../../lib/tasks/selectors.ts';
import { $tasks, clearFinishedTasks, dismissTask } from '../../lib/tasks/tasks.ts';
import { taskTexts } from '../../lib/tasks/texts.ts';
import { useTexts } from '../runtime/locale.tsx';
import type { ElementProps } from '../runtime/define-element.ts';
import { TaskPanel } from './task-panel.tsx';
import { useIdleTimer } from './use-idle-timer.ts';
import * as styles from './styles.css.ts';

export interface TaskStatusBarProps extends ElementProps {
  /** Whether the panel is expanded; kept in the element's `open` attribute, as on `<details>`. */
  open?: boolean;
  /** Milliseconds after the last activity in the panel before it closes. */
  autoCloseDelay?: number;
  onToggle?: (detail: { open: boolean }) => void;
  onTaskDismiss?: (detail: { id: string }) => void;
}

/** The background-task status bar of docs/behaviour.md#states: a summary button that expands into the task panel. */
export function TaskStatusBar({
  container,
  open = false,
  autoCloseDelay = STATUS_PANEL_AUTO_CLOSE_MS,
  onToggle,
  onTaskDismiss,
}: TaskStatusBarProps) {
  const t = useTexts(taskTexts);
  const tasks = useStore($tasks);
  const state = indicatorState(tasks);
  const visible = state !== 'hidden';
  const panelId = useId();
  const barRef = useRef<HTMLButtonElement>(null);

  // The attribute is the state, so the page can read and set it and the element re-renders from it.
  const setOpen = useCallback((next: boolean) => container?.host.toggleAttribute('open', next), [container]);

  // Whatever closes the panel, focus that was inside it goes back to the bar rather than to the page.
  const close = useCallback(() => {
    const focusInPanel = Boolean(container?.activeElement) && container?.activeElement !== barRef.current;
    setOpen(false);
    if (focusInPanel) barRef.current?.focus();
  }, [container, setOpen]);

  const touch = useIdleTimer(open && visible, autoCloseDelay, close);

  // toggle reports every change of the state, whoever made it (user, timer, page), but not the initial one.
  const announced = useRef(open);
  useEffect(() => {
    if (announced.current === open) return;
    announced.current = open;
    onToggle?.({ open });
  }, [open, onToggle]);

  // With the last task gone the bar hides; it must not reappear already expanded.
  useEffect(() => {
    if (!visible && open) setOpen(false);
  }, [visible, open, setOpen]);

  if (!visible) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
    barRef.current?.focus();
  };

  // Dismissing or clearing removes the focused button: focus moves to the bar instead of being lost.
  const dismiss = (id: string) => {
    if (!dismissTask(id)) return;
    barRef.current?.focus();
    onTaskDismiss?.({ id });
  };
  const clearFinished = () => {
    // The user asked for it: every finished task goes, not only those past the 60-minute default.
    clearFinishedTasks(0);
    barRef.current?.focus();
  };

  return (
    <div onKeyDown={onKeyDown}>
      <button
        ref={barRef}
        type="button"
        part="bar"
        className={styles.bar}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span part="indicator" className={styles.indicator[state]} data-state={state} aria-hidden="true" />
        <span part="summary">{taskSummary(tasks, t)}</span>
      </button>
      {open && (
        <TaskPanel
          id={panelId}
          tasks={tasks}
          onActivity={touch}
          onDismiss={dismiss}
          onClearFinished={clearFinished}
        />
      )}
    </div>
  );
}
