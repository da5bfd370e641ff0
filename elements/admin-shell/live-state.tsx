import { useStore } from '@nanostores/react';
import { CloudOff, RefreshCw } from 'lucide-react';
import { $liveStatus } from '../../lib/live/live.ts';
import { useTexts } from '../runtime/locale.tsx';
import * as controls from '../ui/controls.css.ts';
import { shellTexts } from './texts.ts';
import * as styles from './live-state.css.ts';

// docs/behaviour.md#live-changes: said quietly, once, in the words a user would use; nothing on the page
// is reloaded or cleared meanwhile, so what is typed stays.

/** The live stream's state in the top bar: nothing while it is open (or not needed), a quiet word otherwise. */
export function LiveState() {
  const status = useStore($liveStatus);
  const t = useTexts(shellTexts);
  const text =
    status === 'offline'
      ? { icon: CloudOff, short: t.offline, long: t.offlineLong }
      : status === 'reconnecting'
        ? { icon: RefreshCw, short: t.reconnecting, long: t.reconnectingLong }
        : undefined;
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
