import type { TextsOf } from '../../lib/i18n/catalog.ts';
import type { MergeField } from '../../lib/merge/conflict.ts';
import type { PhoneValues } from '../../lib/profile/user-form.ts';
import { textableDescription, type PhoneSlot } from '../../lib/profile/user-view.ts';
import { PhoneInput } from '../ui/phone-input.tsx';
import { Switch } from '../ui/switch.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useTexts } from '../runtime/locale.tsx';
import { formTexts } from './form-texts.ts';
import { sectionTexts, type SectionTexts } from './sections-texts.ts';
import * as styles from './styles.css.ts';

type FormTexts = TextsOf<typeof formTexts>;

const phoneLabels = (slot: PhoneSlot, s: SectionTexts, f: FormTexts): Record<keyof PhoneValues, string> =>
  slot === 'primary'
    ? { phone: s.primaryPhone, label: f.primaryLabel, textable: f.primaryTextable }
    : { phone: s.secondaryPhone, label: f.secondaryLabel, textable: f.secondaryTextable };

/** One phone's fields as a merge lists them: by their path in the form's values, with their labels. */
export const phoneFields = (slot: PhoneSlot, s: SectionTexts, f: FormTexts): MergeField[] =>
  Object.entries(phoneLabels(slot, s, f)).map(([key, label]) => ({ name: `${slot}.${key}`, label }));

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
  const s = useTexts(sectionTexts);
  const f = useTexts(formTexts);
  const labels = phoneLabels(slot, s, f);
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
        placeholder={f.phoneLabelPlaceholder}
        maxLength={50}
        value={value.label}
        disabled={empty}
        onChange={(event) => onChange({ ...value, label: event.target.value })}
      />
      <div className={styles.switchCell}>
        <Switch
          label={labels.textable}
          checked={!empty && value.textable}
          description={textableDescription(!empty && value.textable, s)}
          disabled={empty}
          onChange={(textable) => onChange({ ...value, textable })}
        />
      </div>
    </div>
  );
}
