import { formatTime } from '../../lib/format/date.ts';
import { progressRatio } from '../../lib/tasks/selectors.ts';
import { hasFailures, isCancelled, type Task, type TaskStatus } from '../../lib/tasks/task.ts';
import * as styles from './styles.css.ts';

const STATUS_TEXT: Record<TaskStatus, string> = {
  queued: 'Queued',
  active: 'In progress',
  completed: 'Completed',
  error: 'Failed',
};

// How a task reads besides its status: finished with failures (a warning), or ended by a person.
const shownState = (task: Task): { state: keyof typeof styles.status; text: string } => {
  if (hasFailures(task)) return { state: 'warning', text: `Completed with ${task.failures} failed` };
  if (isCancelled(task)) return { state: 'cancelled', text: 'Cancelled' };
  return { state: task.status, text: STATUS_TEXT[task.status] };
};

function TaskHead({ task, extra }: { task: Task; extra?: string }) {
  const { state, text } = shownState(task);
  return (
    <div className={styles.taskHead}>
      <span className={styles.taskTitle}>{task.title}</span>
      <span className={styles.status[state]} data-status={state}>
        {text}
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
