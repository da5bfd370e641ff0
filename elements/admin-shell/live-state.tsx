import { useStore } from '@nanostores/react';
import { CloudOff, RefreshCw } from 'lucide-react';
import { $liveStatus } from '../../lib/live/live.ts';
import * as controls from '../ui/controls.css.ts';
import * as styles from './live-state.css.ts';

// docs/behaviour.md#live-changes: said quietly, once, in the words a user would use; nothing on the page
// is reloaded or cleared meanwhile, so what is typed stays.
const TEXTS = {
  offline: {
    icon: CloudOff,
    short: 'Offline',
    long: 'You are offline. Colleagues’ changes show again once you are back online; what you type is kept.',
  },
  reconnecting: {
    icon: RefreshCw,
    short: 'Reconnecting',
    long: 'Reconnecting to show colleagues’ changes. What you type is kept.',
  },
} as const;

/** The live stream's state in the top bar: nothing while it is open (or not needed), a quiet word otherwise. */
export function LiveState() {
  const status = useStore($liveStatus);
  const text = status === 'offline' || status === 'reconnecting' ? TEXTS[status] : undefined;
  return (
    <span role="status" className={styles.state}>
      {text && (
        <span title={text.long}>
          <text.icon aria-hidden="true" className={styles.icon} />
          <span aria-hidden="true">{text.short}</span>
          <span className={controls.visuallyHidden}>{text.long}</span>
        </span>
      )}
    </span>
  );
}
