import { useTexts } from '../runtime/locale.tsx';
import { commonTexts } from './common-texts.ts';
import { useStore } from '@nanostores/react';
import { X } from 'lucide-react';
import { $toasts, dismissToast, UNDO } from '../../lib/toasts/toasts.ts';
import { TONE_ICONS } from './alert.tsx';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import { useToastOwnership } from './toast-owner.ts';
import * as styles from './toast-region.css.ts';

/**
 * The page's toasts (docs/behaviour.md#messages): four kinds, each gone after 5000 ms or on Dismiss. Every element renders
 * this; only the page's one owner (the shell, else the first panel) shows anything.
 */
export function ToastRegion({ priority = 0 }: { priority?: number }) {
  const owner = useToastOwnership(priority);
  const toasts = useStore($toasts);
  const t = useTexts(commonTexts);
  if (!owner) return null;
  return (
    <ol className={styles.region} part="toasts" aria-live="polite" aria-label={t.notifications}>
      {toasts.map((toast) => (
        <li key={toast.id} className={styles.toast[toast.type]} part={`toast toast-${toast.type}`}>
          <Icon icon={TONE_ICONS[toast.type]} />
          <span className={styles.message} role={toast.type === 'error' ? 'alert' : undefined}>
            {toast.message}
          </span>
          {toast.action && (
            <Button
              variant="ghost"
              onClick={() => {
                dismissToast(toast.id);
                toast.action!.run();
              }}
            >
              {toast.action.label === UNDO ? t.undo : toast.action.label}
            </Button>
          )}
          <Button
            variant="ghost"
            icon={X}
            iconOnly
            label={t.dismiss}
            onClick={() => dismissToast(toast.id)}
          />
        </li>
      ))}
    </ol>
  );
}
