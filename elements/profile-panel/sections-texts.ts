import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf } from '../../lib/i18n/catalog.ts';

// The profile's 'User Information' and 'Account Information' read views (docs/behaviour.md#screens quotes
// the English), shown at the panel's first paint: their edit forms' texts load with the forms
// (form-texts.ts), and the security sections' with those sections (texts.ts).
export const en = {
  userTitle: 'User Information',
  accountTitle: 'Account Information',
  edit: params('Edit {title}'),
  name: 'Name',
  email: 'Email Address',
  primaryPhone: 'Primary Phone',
  secondaryPhone: 'Secondary Phone',
  notProvided: 'Not provided',
  canReceiveTexts: 'Can receive texts',
  cannotReceiveTexts: 'Cannot receive texts',
  accountName: 'Account Name',
  domain: 'Domain',
  description: 'Description',
  notSet: 'Not set',
  noDescription: 'No description available',
  verified: 'Verified',
  notVerified: 'Not verified',
  adminsOnly: params('Only group admins (access level {level} and above) can edit the account.'),
};

export const sectionTexts = defineTexts('profile-sections', en, {
  es: () => import('./sections-texts.es.ts'),
});

export type SectionTexts = TextsOf<typeof sectionTexts>;
