import { defineTexts } from '../../lib/i18n/catalog.ts';

// The profile's two edit forms (docs/behaviour.md#screens quotes the English), loaded with the forms when
// the pencil is pointed at; the words they share with the read views come from sections-texts.ts.
export const en = {
  editUser: 'Edit user information',
  editAccount: 'Edit account information',
  // What the record is called in the merge's message, after a save someone else's overtook.
  userNoun: 'user',
  accountNoun: 'account',
  firstName: 'First Name',
  lastName: 'Last Name',
  newPassword: 'New Password (leave blank to keep current)',
  confirmPassword: 'Confirm New Password',
  currentPassword: 'Current Password',
  currentPasswordHelp: 'Needed to change your password or email address.',
  contactInformation: 'Contact Information',
  primaryLabel: 'Primary Phone Label',
  secondaryLabel: 'Secondary Phone Label',
  primaryTextable: 'Primary Phone can receive texts',
  secondaryTextable: 'Secondary Phone can receive texts',
  phoneLabelPlaceholder: 'Mobile, Office, ...',
  cancel: 'Cancel',
  saving: 'Saving...',
  saveChanges: 'Save Changes',
};

export const formTexts = defineTexts('profile-forms', en, { es: () => import('./form-texts.es.ts') });
