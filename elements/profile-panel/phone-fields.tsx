import type { MergeField } from '../../lib/merge/conflict.ts';
import type { PhoneValues } from '../../lib/profile/user-form.ts';
import { textableDescription, type PhoneSlot } from '../../lib/profile/user-view.ts';
import { PhoneInput } from '../ui/phone-input.tsx';
import { Switch } from '../ui/switch.tsx';
import { TextField } from '../ui/text-field.tsx';
import * as styles from './styles.css.ts';

const TITLES: Record<PhoneSlot, string> = { primary: 'Primary Phone', secondary: 'Secondary Phone' };

const phoneLabels = (slot: PhoneSlot): Record<keyof PhoneValues, string> => ({
  phone: TITLES[slot],
  label: `${TITLES[slot]} Label`,
  textable: `${TITLES[slot]} can receive texts`,
});

/** One phone's fields as a merge lists them: by their path in the form's values, with their labels. */
export const phoneFields = (slot: PhoneSlot): MergeField[] =>
  Object.entries(phoneLabels(slot)).map(([key, label]) => ({ name: `${slot}.${key}`, label }));

/** One phone with its label and textable switch; both wait, disabled, until there is a number (docs/behaviour.md#screens). */
export function PhoneFields({
  slot,
  value,
  onChange,
}: {
  slot: PhoneSlot;
  value: PhoneValues;
  onChange: (value: PhoneValues) => void;
}) {
  const labels = phoneLabels(slot);
  const empty = value.phone === '';
  return (
    <div className={styles.phoneRow}>
      <PhoneInput
        label={labels.phone}
        name={`${slot}_phone`}
        value={value.phone}
        onChange={(phone) => onChange({ ...value, phone })}
      />
      <TextField
        label={labels.label}
        name={`${slot}_phone_label`}
        placeholder="Mobile, Office, ..."
        maxLength={50}
        value={value.label}
        disabled={empty}
        onChange={(event) => onChange({ ...value, label: event.target.value })}
      />
      <div className={styles.switchCell}>
        <Switch
          label={labels.textable}
          checked={!empty && value.textable}
          description={textableDescription(!empty && value.textable)}
          disabled={empty}
          onChange={(textable) => onChange({ ...value, textable })}
        />
      </div>
    </div>
  );
}
