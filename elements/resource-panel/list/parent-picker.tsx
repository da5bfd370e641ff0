import type { Resource } from '../../../lib/resources/define.ts';
import { SelectField } from '../../ui/select-field.tsx';
import type { RefOption } from '../form/field-input.tsx';
import * as styles from '../common/styles.css.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

export interface ParentPickerProps {
  resource: Resource;
  /** The area's `listBy` ref field. */
  field: string;
  options: readonly RefOption[] | undefined;
  value: number | undefined;
  onChange: (parent: number | undefined) => void;
}

/** The record a list is read by (contestants by rodeo): all of them, or one picked from the account's. */
export function ParentPicker({ resource, field, options = [], value, onChange }: ParentPickerProps) {
  const label = resource.fields[field]?.label ?? field;
  const t = useTexts(panelTexts);
  const known = value === undefined || options.some((option) => option.id === value);
  return (
    <div className={styles.picker}>
      <SelectField
        label={label}
        placeholder={t.allOf({ things: `${label.toLowerCase()}s` })}
        value={value === undefined ? '' : String(value)}
        options={[
          ...options.map((option) => ({ value: String(option.id), label: option.label })),
          // A parent beyond the first page of choices (or not loaded yet) still shows as chosen.
          ...(known ? [] : [{ value: String(value), label: `${label} #${value}` }]),
        ]}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      />
    </div>
  );
}
