import { ApiError } from '../api/api-error.ts';
import { callCommand } from '../api/api.ts';
import { userCommands } from '../protocol/user.ts';
import { navigate } from '../routing/navigation.ts';
import { DEFAULT_AFTER_SIGN_IN, safeNextPath } from '../routing/redirect.ts';
import type { AfterSignIn } from '../session/auth-actions.ts';
import { sessionStore } from '../session/session.ts';
import { promptFailure, signInWithPasskey } from './ceremonies.ts';
import { passkeyEnglish, type PasskeyTexts } from './passkey-texts.ts';

/**
 * The sign-in form's "Sign in with a passkey": the page's session signed in by a passkey alone, its user
 * read, then on to `next` (docs/behaviour.md#screens). Null when signed in; else what to tell the user, in
 * the texts passed (lib/passkeys/passkey-texts.ts), English when none are.
 */
export async function passkeySignIn(
  { next, stay }: AfterSignIn,
  t: PasskeyTexts = passkeyEnglish(),
): Promise<string | null> {
  sessionStore.clear();
  try {
    const { user_id } = await signInWithPasskey(callCommand);
    const userInfo = await callCommand(userCommands.read, { user_id }, { report: false });
    sessionStore.setAuth({ ...sessionStore.$session.get(), id: user_id, userInfo });
  } catch (error) {
    sessionStore.clear();
    const throttled = error instanceof ApiError && error.status === 429 ? error.title : undefined;
    return promptFailure(error, t) ?? throttled ?? t.signInFailed;
  }
  if (!stay) navigate(safeNextPath(next) ?? DEFAULT_AFTER_SIGN_IN);
  return null;
}
