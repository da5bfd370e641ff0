import { useId, type ReactNode } from 'react';
import { recentTasks, runningTasks } from '../../lib/tasks/selectors.ts';
import type { Task } from '../../lib/tasks/task.ts';
import { taskTexts } from '../../lib/tasks/texts.ts';
import { useTexts } from '../runtime/locale.tsx';
import { FinishedTask, RunningTask } from './task-rows.tsx';
import * as styles from './styles.css.ts';

function TaskGroup({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.group}>
      <p id={titleId} className={styles.groupTitle}>
        {title}
      </p>
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}

export interface TaskPanelProps {
  id: string;
  tasks: readonly Task[];
  /** Mouse, click or key activity inside the panel: it postpones the auto-close. */
  onActivity: () => void;
  onDismiss: (id: string) => void;
  onClearFinished: () => void;
}

/** The expanded panel: running tasks with their progress, then the most recent finished ones. */
export function TaskPanel({ id, tasks, onActivity, onDismiss, onClearFinished }: TaskPanelProps) {
  const t = useTexts(taskTexts);
  const running = runningTasks(tasks);
  const recent = recentTasks(tasks);
  return (
    <div
      id={id}
      part="panel"
      role="region"
      aria-label={t.region}
      className={styles.panel}
      onMouseMove={onActivity}
      onClick={onActivity}
      onKeyDown={onActivity}
    >
      {running.length > 0 && (
        <TaskGroup title={t.inProgress}>
          {running.map((task) => (
            <RunningTask key={task.id} task={task} />
          ))}
        </TaskGroup>
      )}
      {recent.length > 0 && (
        <TaskGroup title={t.recent}>
          {recent.map((task) => (
            <FinishedTask key={task.id} task={task} onDismiss={onDismiss} />
          ))}
        </TaskGroup>
      )}
      {recent.length > 0 && (
        <div className={styles.actions}>
          <button type="button" part="clear-button" className={styles.textButton} onClick={onClearFinished}>
            {t.clearFinished}
          </button>
        </div>
      )}
    </div>
  );
}
