import { accountFormValues, type AccountFormValues } from '../../lib/profile/account-form.ts';
import { saveAccount } from '../../lib/profile/profile.ts';
import type { SaveResult } from '../../lib/profile/profile-actions.ts';
import { DESCRIPTION_MAX, NAME_MAX } from '../../lib/protocol/fields.ts';
import type { UserInfo } from '../../lib/protocol/user.ts';
import * as controls from '../ui/controls.css.ts';
import { TextField } from '../ui/text-field.tsx';
import { useStaleMerge } from '../ui/use-stale-merge.tsx';
import { ProfileForm } from './profile-form.tsx';

export interface AccountFormProps {
  user: Partial<UserInfo>;
  onSaved: (result: Extract<SaveResult, { ok: true }>) => void;
  onCancel: () => void;
}

const LABELS: Record<keyof AccountFormValues, string> = {
  accountName: 'Account Name',
  domain: 'Domain',
  description: 'Description',
};
const MERGE_FIELDS = Object.entries(LABELS).map(([name, label]) => ({ name, label }));

/** docs/behaviour.md#screens's account edit form: Account Name, Domain, and a 4-row Description. */
export function AccountForm({ user, onSaved, onCancel }: AccountFormProps) {
  const merge = useStaleMerge(accountFormValues(user));
  const { values, setValues } = merge;
  const field = (key: keyof AccountFormValues) => ({
    name: key,
    label: LABELS[key],
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });
  return (
    <ProfileForm
      label="Edit account information"
      save={saveAccount}
      merge={merge}
      mergeFields={MERGE_FIELDS}
      mergeLabel="account"
      valuesOf={accountFormValues}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      <div className={controls.formGrid}>
        <TextField required maxLength={NAME_MAX} {...field('accountName')} />
        <TextField required maxLength={NAME_MAX} placeholder="rodeo.example.com" {...field('domain')} />
      </div>
      <TextField multiline rows={4} maxLength={DESCRIPTION_MAX} {...field('description')} />
    </ProfileForm>
  );
}
