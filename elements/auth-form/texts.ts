import { params } from '@nanostores/i18n';
import { defineTexts } from '../../lib/i18n/catalog.ts';

// The sign-in card's texts: the sign-in and registration form, the passkey, the second step, the one-time
// password screen and the embedded sign-in (docs/behaviour.md#screens quotes the English).
export const en = {
  signInTitle: 'Sign in to your account',
  registerTitle: 'Create a new account',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  password: 'Password',
  passwordHelp: 'At least 4 characters',
  accountName: 'Account Name',
  accountDescription: 'Account Description',
  optional: 'Optional',
  signingIn: 'Signing in...',
  creatingAccount: 'Creating account...',
  signIn: 'Sign in',
  createAccount: 'Create account',
  toRegister: 'Need an account? Register',
  toSignIn: 'Already have an account? Sign in',
  sendFailed: 'This form could not be sent. Check your connection, then try again.',
  passkeyLoadFailed: 'The passkey sign-in could not load. Check your connection, then try again.',
  waitingForPasskey: 'Waiting for your passkey...',
  signInWithPasskey: 'Sign in with a passkey',
  codeTitle: 'Enter your sign-in code',
  passkeyTitle: 'Use your passkey',
  passkeyStepLoadFailed: 'The passkey step could not load. Check your connection, then try again.',
  passkeyLead: params('Your password was right. To finish signing in as {email}, use one of your passkeys.'),
  recoveryLead: params('Enter one of the recovery codes you saved for {email}. Each code works once.'),
  codeLead: params('Open your authenticator app and enter the 6-digit code it shows for {email}.'),
  recoveryCode: 'Recovery Code',
  authenticatorCode: 'Authenticator Code',
  useRecoveryCode: 'Use a recovery code',
  verifying: 'Verifying...',
  verify: 'Verify',
  usePasskey: 'Use a passkey',
  backToPassword: 'Back to the password',
  changeTitle: 'Choose your own password',
  changeLead:
    'You signed in with a one-time password. Choose a password of your own to continue: until you do, the console shows nothing else.',
  oneTimePassword: 'One-time Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  saving: 'Saving...',
  setPassword: 'Set password',
  signOut: 'Sign out',
  embedSigningIn: 'Signing in…',
  tryAgain: 'Try again',
};

export const authTexts = defineTexts('auth-form', en, { es: () => import('./texts.es.ts') });
