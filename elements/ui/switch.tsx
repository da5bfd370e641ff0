import { useId } from 'react';
import * as styles from './controls.css.ts';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name of the switch. */
  label: string;
  /** Visible text beside it, which may change with the state ('Can receive texts'). */
  description?: string;
  disabled?: boolean;
}

/** An on/off switch: a button with role="switch", toggled by click, Space or Enter. */
export function Switch({ checked, onChange, label, description, disabled }: SwitchProps) {
  const descriptionId = useId();
  return (
    <span className={styles.switchRow}>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        className={styles.switchTrack}
        onClick={() => onChange(!checked)}
      />
      {description && (
        <span id={descriptionId} className={styles.muted}>
          {description}
        </span>
      )}
    </span>
  );
}
