import { accountFormValues, type AccountFormValues } from '../../lib/profile/account-form.ts';
import { saveAccount } from '../../lib/profile/profile.ts';
import type { SaveResult } from '../../lib/profile/profile-actions.ts';
import { DESCRIPTION_MAX, NAME_MAX } from '../../lib/protocol/fields.ts';
import type { UserInfo } from '../../lib/protocol/user.ts';
import * as controls from '../ui/controls.css.ts';
import { TextField } from '../ui/text-field.tsx';
import { useStaleMerge } from '../ui/use-stale-merge.tsx';
import { profileTexts } from '../../lib/profile/profile-texts.ts';
import { useTexts } from '../runtime/locale.tsx';
import { checkTexts } from '../../lib/forms/check-texts.ts';
import { formTexts } from './form-texts.ts';
import { ProfileForm } from './profile-form.tsx';
import { sectionTexts } from './sections-texts.ts';

export interface AccountFormProps {
  user: Partial<UserInfo>;
  onSaved: (result: Extract<SaveResult, { ok: true }>) => void;
  onCancel: () => void;
}

// An example of the value, the same in every language.
const DOMAIN_EXAMPLE = 'rodeo.example.com';

/** docs/behaviour.md#screens's account edit form: Account Name, Domain, and a 4-row Description. */
export function AccountForm({ user, onSaved, onCancel }: AccountFormProps) {
  const s = useTexts(sectionTexts);
  const f = useTexts(formTexts);
  const p = useTexts(profileTexts);
  const checks = useTexts(checkTexts);
  const labels: Record<keyof AccountFormValues, string> = {
    accountName: s.accountName,
    domain: s.domain,
    description: s.description,
  };
  const mergeFields = Object.entries(labels).map(([name, label]) => ({ name, label }));
  const merge = useStaleMerge(accountFormValues(user));
  const { values, setValues } = merge;
  const field = (key: keyof AccountFormValues) => ({
    name: key,
    label: labels[key],
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });
  return (
    <ProfileForm
      label={f.editAccount}
      save={(values) => saveAccount(values, p, checks)}
      merge={merge}
      mergeFields={mergeFields}
      mergeLabel={f.accountNoun}
      valuesOf={accountFormValues}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      <div className={controls.formGrid}>
        <TextField required maxLength={NAME_MAX} {...field('accountName')} />
        <TextField required maxLength={NAME_MAX} placeholder={DOMAIN_EXAMPLE} {...field('domain')} />
      </div>
      <TextField multiline rows={4} maxLength={DESCRIPTION_MAX} {...field('description')} />
    </ProfileForm>
  );
}
