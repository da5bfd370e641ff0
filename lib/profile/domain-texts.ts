import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf, englishOf } from '../i18n/catalog.ts';

// The unverified-domain notice under Account Information (docs/security.md "Domains";
// docs/behaviour.md#screens quotes the English): the view (elements/profile-panel/domain-notice.tsx) and
// what its calls say (lib/profile/domain-verification.ts). Loaded with the notice only.
export const en = {
  title: params('{domain} is not verified'),
  effects:
    'Until it is verified, its sites’ form submissions are refused, its sub-domains do not show the ' +
    'account’s name, and its pages may not post captured data.',
  stepFile: 'Create a plain text file that holds only this token:',
  stepPublish: 'Publish it on the domain over https at this address:',
  stepVerify: 'Press Verify: the console fetches the file and compares the token. Then you can remove it.',
  token: 'Token',
  address: 'Address',
  value: 'Value',
  verify: 'Verify',
  verifying: 'Verifying...',
  markVerified: 'Mark as verified',
  verified: 'Domain verified',
  statusFailed: 'Failed to load the domain’s verification',
  verifyFailed: 'Failed to verify the domain',
  notVerifiedYet: params('This domain is not verified yet: {reason}'),
};

export const domainTexts = defineTexts('profile-domain', en, { es: () => import('./domain-texts.es.ts') });

export type DomainTexts = TextsOf<typeof domainTexts>;

/** The English texts, which lib code falls back to when a caller passes none. */
export const domainEnglish = englishOf(domainTexts);
