import { accountFormValues, type AccountFormValues } from '../../lib/profile/account-form.ts';
import { saveAccount } from '../../lib/profile/profile.ts';
import type { SaveResult } from '../../lib/profile/profile-actions.ts';
import { DESCRIPTION_MAX, NAME_MAX } from '../../lib/protocol/fields.ts';
import type { UserInfo } from '../../lib/protocol/user.ts';
import * as controls from '../ui/controls.css.ts';
import { TextField } from '../ui/text-field.tsx';
import { ProfileForm } from './profile-form.tsx';
import { useRebasedValues } from './use-rebased-values.ts';

export interface AccountFormProps {
  user: Partial<UserInfo>;
  onSaved: (result: Extract<SaveResult, { ok: true }>) => void;
  onCancel: () => void;
}

/** docs/behaviour.md#screens's account edit form: Account Name, Domain, and a 4-row Description. */
export function AccountForm({ user, onSaved, onCancel }: AccountFormProps) {
  const [values, setValues] = useRebasedValues<AccountFormValues>(
    accountFormValues(user),
    user.account_updated_at,
  );
  const field = (key: keyof AccountFormValues) => ({
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });
  return (
    <ProfileForm
      label="Edit account information"
      save={() => saveAccount(values)}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      <div className={controls.formGrid}>
        <TextField label="Account Name" required maxLength={NAME_MAX} {...field('accountName')} />
        <TextField
          label="Domain"
          required
          maxLength={NAME_MAX}
          placeholder="rodeo.example.com"
          {...field('domain')}
        />
      </div>
      <TextField
        label="Description"
        multiline
        rows={4}
        maxLength={DESCRIPTION_MAX}
        {...field('description')}
      />
    </ProfileForm>
  );
}
