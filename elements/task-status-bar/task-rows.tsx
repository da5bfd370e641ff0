import { formatTime } from '../../lib/format/date.ts';
import { progressRatio } from '../../lib/tasks/selectors.ts';
import type { Task, TaskStatus } from '../../lib/tasks/task.ts';
import * as styles from './styles.css.ts';

const STATUS_TEXT: Record<TaskStatus, string> = {
  queued: 'Queued',
  active: 'In progress',
  completed: 'Completed',
  warning: 'Warning',
  error: 'Failed',
};

function TaskHead({ task, extra }: { task: Task; extra?: string }) {
  return (
    <div className={styles.taskHead}>
      <span className={styles.taskTitle}>{task.title}</span>
      <span className={styles.status[task.status]}>
        {STATUS_TEXT[task.status]}
        {extra && ` · ${extra}`}
      </span>
    </div>
  );
}

/** A queued or active task: its progress as a bar with `progress/total`, and its latest message. */
export function RunningTask({ task }: { task: Task }) {
  const ratio = progressRatio(task);
  return (
    <li part="task" className={styles.task}>
      <TaskHead task={task} extra={ratio === undefined ? undefined : `${task.progress}/${task.total}`} />
      {task.description && <p className={styles.line}>{task.description}</p>}
      {ratio !== undefined && (
        <div
          part="progress"
          role="progressbar"
          aria-label={task.title}
          aria-valuemin={0}
          aria-valuemax={task.total}
          aria-valuenow={task.progress}
          className={styles.track}
        >
          {/* Set through the CSSOM, which a strict style-src CSP allows, unlike a style attribute in markup. */}
          <div className={styles.fill} style={{ width: `${ratio * 100}%` }} />
        </div>
      )}
      {task.message && <p className={styles.line}>{task.message}</p>}
    </li>
  );
}

/** A completed or failed task with the time it finished; a failed one can be dismissed. */
export function FinishedTask({ task, onDismiss }: { task: Task; onDismiss: (id: string) => void }) {
  return (
    <li part="task" className={styles.task}>
      <TaskHead task={task} extra={formatTime(task.updatedAt)} />
      <div className={styles.lineWithAction}>
        <p className={`${styles.line} ${styles.grow}`}>{task.message}</p>
        {task.status === 'error' && (
          <button
            type="button"
            part="dismiss-button"
            className={styles.textButton}
            aria-label={`Dismiss ${task.title}`}
            onClick={() => onDismiss(task.id)}
          >
            Dismiss
          </button>
        )}
      </div>
    </li>
  );
}
