import { useTexts } from '../runtime/locale.tsx';
import { commonTexts } from './common-texts.ts';
import * as styles from './controls.css.ts';

/** docs/behaviour.md#screens: the full-screen overlay with a spinner shown while a form saves. */
export function SavingOverlay({ message }: { message?: string }) {
  const t = useTexts(commonTexts);
  return (
    <div className={styles.overlay} part="overlay" role="status" aria-live="assertive">
      <div className={styles.overlayCard}>
        <span className={styles.spinner} aria-hidden="true" />
        <span>{message ?? t.savingChanges}</span>
      </div>
    </div>
  );
}
