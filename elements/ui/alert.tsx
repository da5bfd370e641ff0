import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ToastType } from '../../lib/toasts/toasts.ts';
import { Icon } from './icon.tsx';
import * as styles from './controls.css.ts';

export const TONE_ICONS: Record<ToastType, LucideIcon> = {
  error: CircleAlert,
  success: CircleCheck,
  info: Info,
  warning: TriangleAlert,
};

/** An inline message box; errors and warnings are announced at once (role=alert), the rest politely. */
export function Alert({ tone, children }: { tone: ToastType; children: ReactNode }) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      part={`alert alert-${tone}`}
      className={`${styles.alertBox} ${styles.alert[tone]}`}
    >
      <Icon icon={TONE_ICONS[tone]} />
      <div>{children}</div>
    </div>
  );
}
