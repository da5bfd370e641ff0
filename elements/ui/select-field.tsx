import { useId, type SelectHTMLAttributes } from 'react';
import * as styles from './controls.css.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice ('Select a service'), so that nothing is chosen until the user picks. */
  placeholder?: string;
}

/** A labelled native select in the kit's control style. */
export function SelectField({ label, options, placeholder, id: givenId, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.select} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
