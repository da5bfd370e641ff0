import { count, params } from '@nanostores/i18n';
import { defineTexts, type TextsOf } from '../../lib/i18n/catalog.ts';

// "Where you are signed in" (docs/behaviour.md, sessions, quotes the English): one's own sessions in the
// profile, or a user's on their edit screen; how a session is named (lib/profile/sessions.ts).
export const en = {
  titleOwn: 'Where you are signed in',
  titleUser: 'Where this user is signed in',
  loading: 'Loading...',
  none: 'Not signed in anywhere.',
  listOwn: 'Your sessions',
  list: 'Sessions',
  thisBrowser: 'This browser',
  ipUnknown: 'IP unknown',
  usage: params('{ip} · Signed in {signedIn} · Last used {lastUsed}'),
  end: 'End',
  endLabel: params('End {name}, last used {lastUsed}'),
  endSession: 'End session',
  resetSecondFactor: 'Reset second factor',
  endAllOthers: 'End all other sessions',
  endAll: 'End all sessions',
  reset: 'Reset',
  cancel: 'Cancel',
  close: 'Close',
  resetDoneTold: 'Second factor reset and every session ended: the user was told by email',
  resetDone: 'Second factor reset and every session ended',
  signedOutOf: params('Signed out of {name}'),
  signedOutCount: count({ one: 'Signed out of {count} session', other: 'Signed out of {count} sessions' }),
  endOneMessage: params('{name} ({ip}) will be signed out on its next request.'),
  resetMessage:
    'This user’s authenticator app, recovery codes and passkeys are removed, and every browser where they are signed in is signed out. They sign in with their password alone until they set up a new factor, and are told by email when a mail server is configured.',
  endOthersMessage:
    'Every browser where you are signed in, but this one, will be signed out on its next request.',
  endAllMessage: 'Every browser where this user is signed in will be signed out on its next request.',
  failed: 'This could not be done. Try again.',
  browserOn: params('{browser} on {system}'),
  unknownBrowser: 'An unknown browser',
  panelElsewhere: 'A panel on another site',
  namedPanel: params('{name} (panel on another site)'),
};

export const sessionTexts = defineTexts('sessions', en, { es: () => import('./texts.es.ts') });

export type SessionTexts = TextsOf<typeof sessionTexts>;
