import { useStore } from '@nanostores/react';
import { CircleAlert, CircleCheck, RefreshCw, TriangleAlert } from 'lucide-react';
import { indicatorState, runningTasks, taskSummary } from '../../lib/tasks/selectors.ts';
import { $tasks } from '../../lib/tasks/tasks.ts';
import { taskTexts } from '../../lib/tasks/texts.ts';
import { useTexts } from '../runtime/locale.tsx';
import * as styles from './task-indicator.css.ts';

// Icons the shell and its alerts carry already: the indicator adds no icon of its own to the shell's code.
const ICONS = { active: RefreshCw, error: CircleAlert, warning: TriangleAlert, ok: CircleCheck } as const;

/**
 * The status bar's state in the top bar below 640 px (docs/behaviour.md#states), where the bar itself sits
 * in the closed menu drawer: an icon, the running count, and the summary as its name; it opens the
 * drawer, whose foot holds the whole bar.
 */
export default function TaskIndicator({ onOpen }: { onOpen: () => void }) {
  const t = useTexts(taskTexts);
  const tasks = useStore($tasks);
  const state = indicatorState(tasks);
  if (state === 'hidden') return null;
  const Icon = ICONS[state];
  const running = runningTasks(tasks).length;
  const label = t.showTasks({ summary: taskSummary(tasks, t) });
  // An icon alone: its name is also its tooltip, as every icon-only button's (docs/behaviour.md#states).
  return (
    <button
      type="button"
      className={styles.taskIndicator[state]}
      aria-label={label}
      title={label}
      onClick={onOpen}
    >
      <Icon aria-hidden="true" className={state === 'active' ? styles.spinning : styles.indicatorIcon} />
      {running > 0 && <span aria-hidden="true">{running}</span>}
    </button>
  );
}
