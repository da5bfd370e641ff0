import { useTexts } from '../../../elements/runtime/locale.tsx';
import { hostTexts } from '../../texts.ts';
import { useStore } from '@nanostores/react';
import { ListChecks } from 'lucide-react';
import { useId } from 'react';
import { formatTime } from '../../../lib/format/date.ts';
import { recentTasks, runningTasks } from '../../../lib/tasks/selectors.ts';
import { $tasks } from '../../../lib/tasks/tasks.ts';
import * as styles from '../../styles/screens.css.ts';

/** This session's imports, uploads, syncs and bulk changes, running ones first. */
export function TasksCard() {
  const t = useTexts(hostTexts);
  const titleId = useId();
  const tasks = useStore($tasks);
  const shown = [...runningTasks(tasks), ...recentTasks(tasks)];
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        <ListChecks aria-hidden="true" className={styles.icon} />
        {t.tasksAndSyncs}
      </h2>
      {shown.length === 0 ? (
        <p className={styles.muted}>{t.nothingRunning}</p>
      ) : (
        <ul className={styles.taskList}>
          {shown.map((task) => (
            <li key={task.id} className={styles.taskRow}>
              <span>{task.title}</span>
              <span className={styles.statLabel}>
                {task.status} · {formatTime(task.updatedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
