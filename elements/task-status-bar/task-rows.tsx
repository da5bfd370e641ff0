import { formatTime } from '../../lib/format/date.ts';
import { progressRatio } from '../../lib/tasks/selectors.ts';
import { hasFailures, isCancelled, type Task } from '../../lib/tasks/task.ts';
import { taskTexts, type TaskTexts } from '../../lib/tasks/texts.ts';
import { useLocale, useTexts } from '../runtime/locale.tsx';
import * as styles from './styles.css.ts';

// How a task reads besides its status: finished with failures (a warning), or ended by a person.
const shownState = (task: Task, t: TaskTexts): { state: keyof typeof styles.status; text: string } => {
  if (hasFailures(task))
    return { state: 'warning', text: t.completedWithFailed({ failures: task.failures ?? 0 }) };
  if (isCancelled(task)) return { state: 'cancelled', text: t.cancelled };
  const words = { queued: t.queued, active: t.active, completed: t.completed, error: t.error };
  return { state: task.status, text: words[task.status] };
};

function TaskHead({ task, extra }: { task: Task; extra?: string }) {
  const t = useTexts(taskTexts);
  const { state, text } = shownState(task, t);
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
  const t = useTexts(taskTexts);
  const locale = useLocale();
  return (
    <li part="task" className={styles.task}>
      <TaskHead task={task} extra={formatTime(task.updatedAt, { locale })} />
      <div className={styles.lineWithAction}>
        <p className={`${styles.line} ${styles.grow}`}>{task.message}</p>
        {task.status === 'error' && (
          <button
            type="button"
            part="dismiss-button"
            className={styles.textButton}
            aria-label={t.dismissTask({ title: task.title })}
            onClick={() => onDismiss(task.id)}
          >
            {t.dismiss}
          </button>
        )}
      </div>
    </li>
  );
}
