import { saveUser } from '../../lib/profile/profile.ts';
import type { SaveResult } from '../../lib/profile/profile-actions.ts';
import { useState } from 'react';
import {
  confirmationError,
  needsCurrentPassword,
  userFormValues,
  type UserFormValues,
} from '../../lib/profile/user-form.ts';
import { NAME_MAX } from '../../lib/protocol/fields.ts';
import type { UserInfo } from '../../lib/protocol/user.ts';
import { TextField } from '../ui/text-field.tsx';
import { useStaleMerge } from '../ui/use-stale-merge.tsx';
import { PhoneFields, phoneFields } from './phone-fields.tsx';
import { profileTexts } from '../../lib/profile/profile-texts.ts';
import { useTexts } from '../runtime/locale.tsx';
import { checkTexts } from '../../lib/forms/check-texts.ts';
import { formTexts } from './form-texts.ts';
import { ProfileForm } from './profile-form.tsx';
import { sectionTexts } from './sections-texts.ts';
import * as controls from '../ui/controls.css.ts';
import * as styles from './styles.css.ts';

export interface UserFormProps {
  user: Partial<UserInfo>;
  onSaved: (result: Extract<SaveResult, { ok: true }>) => void;
  onCancel: () => void;
}

/**
 * docs/behaviour.md#screens's profile edit form: name, email, a new password (blank keeps it), and the contact information;
 * with a new password or another email it asks for the current password (docs/security.md).
 */
export function UserForm({ user, onSaved, onCancel }: UserFormProps) {
  const s = useTexts(sectionTexts);
  const f = useTexts(formTexts);
  const p = useTexts(profileTexts);
  const checks = useTexts(checkTexts);
  const labels = { firstName: f.firstName, lastName: f.lastName, email: s.email };
  // A password is never read back: a merge has nothing of theirs to show for it.
  const mergeFields = [
    ...Object.entries(labels).map(([name, label]) => ({ name, label })),
    ...phoneFields('primary', s, f),
    ...phoneFields('secondary', s, f),
  ];
  const merge = useStaleMerge(userFormValues(user));
  const { values, setValues } = merge;
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  // The confirmation speaks once it is typed, or once a save was refused for it.
  const [refused, setRefused] = useState(false);
  const mismatch = confirmationError(values, p);
  const text = (
    key: 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'currentPassword',
  ) => ({
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  return (
    <ProfileForm
      label={f.editUser}
      save={(values) => saveUser(values, p, checks)}
      merge={merge}
      mergeFields={mergeFields}
      mergeLabel={f.userNoun}
      valuesOf={userFormValues}
      onSaved={onSaved}
      onCancel={onCancel}
      refuse={(current) => {
        const refuse = confirmationError(current, p) !== null;
        setRefused(refuse);
        return refuse;
      }}
    >
      <div className={`${controls.formGrid} ${styles.alignedRow}`}>
        <TextField
          label={labels.firstName}
          required
          maxLength={NAME_MAX}
          autoComplete="given-name"
          {...text('firstName')}
        />
        <TextField
          label={labels.lastName}
          required
          maxLength={NAME_MAX}
          autoComplete="family-name"
          {...text('lastName')}
        />
        <TextField label={labels.email} type="email" required autoComplete="email" {...text('email')} />
        <TextField label={f.newPassword} type="password" autoComplete="new-password" {...text('password')} />
        {values.password !== '' && (
          <TextField
            label={f.confirmPassword}
            type="password"
            required
            autoComplete="new-password"
            error={refused || values.confirmPassword.length >= values.password.length ? mismatch : null}
            {...text('confirmPassword')}
          />
        )}
        {needsCurrentPassword(values, user.email) && (
          <TextField
            label={f.currentPassword}
            type="password"
            required
            autoComplete="current-password"
            help={f.currentPasswordHelp}
            {...text('currentPassword')}
          />
        )}
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{f.contactInformation}</legend>
        <PhoneFields slot="primary" value={values.primary} onChange={(v) => set('primary', v)} />
        <PhoneFields
          slot="secondary"
          value={values.secondary}

          onChange={(v) => set('secondary', v)}
        />
      </fieldset>
    </ProfileForm>
  );
}
