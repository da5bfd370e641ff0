import * as styles from './controls.css.ts';

/** docs/behaviour.md#screens: the full-screen overlay with a spinner shown while a form saves. */
export function SavingOverlay({ message = 'Saving changes...' }: { message?: string }) {
  return (
    <div className={styles.overlay} part="overlay" role="status" aria-live="assertive">
      <div className={styles.overlayCard}>
        <span className={styles.spinner} aria-hidden="true" />
        <span>{message}</span>
      </div>
    </div>
  );
}
