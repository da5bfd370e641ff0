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
import { ProfileForm } from './profile-form.tsx';
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
const LABELS = { firstName: 'First Name', lastName: 'Last Name', email: 'Email Address' };
// A password is never read back: a merge has nothing of theirs to show for it.
const MERGE_FIELDS = [
  ...Object.entries(LABELS).map(([name, label]) => ({ name, label })),
  ...phoneFields('primary'),
  ...phoneFields('secondary'),
];

export function UserForm({ user, onSaved, onCancel }: UserFormProps) {
  const merge = useStaleMerge(userFormValues(user));
  const { values, setValues } = merge;
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  // The confirmation speaks once it is typed, or once a save was refused for it.
  const [refused, setRefused] = useState(false);
  const mismatch = confirmationError(values);
  const text = (
    key: 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'currentPassword',
  ) => ({
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  return (
    <ProfileForm
      label="Edit user information"
      save={saveUser}
      merge={merge}
      mergeFields={MERGE_FIELDS}
      mergeLabel="user"
      valuesOf={userFormValues}
      onSaved={onSaved}
      onCancel={onCancel}
      refuse={(current) => {
        const refuse = confirmationError(current) !== null;
        setRefused(refuse);
        return refuse;
      }}
    >
      <div className={`${controls.formGrid} ${styles.alignedRow}`}>
        <TextField
          label={LABELS.firstName}
          required
          maxLength={NAME_MAX}
          autoComplete="given-name"
          {...text('firstName')}
        />
        <TextField
          label={LABELS.lastName}
          required
          maxLength={NAME_MAX}
          autoComplete="family-name"
          {...text('lastName')}
        />
        <TextField label={LABELS.email} type="email" required autoComplete="email" {...text('email')} />
        <TextField
          label="New Password (leave blank to keep current)"
          type="password"
          autoComplete="new-password"
          {...text('password')}
        />
        {values.password !== '' && (
          <TextField
            label="Confirm New Password"
            type="password"
            required
            autoComplete="new-password"
            error={refused || values.confirmPassword.length >= values.password.length ? mismatch : null}
            {...text('confirmPassword')}
          />
        )}
        {needsCurrentPassword(values, user.email) && (
          <TextField
            label="Current Password"
            type="password"
            required
            autoComplete="current-password"
            help="Needed to change your password or email address."
            {...text('currentPassword')}
          />
        )}
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>Contact Information</legend>
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
