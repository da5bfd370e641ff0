import type { CallCommand } from '../api/client.ts';
import type { UserLanguage } from '../i18n/locales.ts';
import { userCommands, type UserInfo } from '../protocol/user.ts';

export interface LanguageSaveDeps {
  call: CallCommand;
  /** Re-reads the user and stores it as the session's userInfo, whose language the page then follows. */
  refreshUser: (email: string) => Promise<void>;
  currentUser: () => Partial<UserInfo> | null;
}

/**
 * The profile's Language setting (docs/behaviour.md#screens): saves the user's language, then re-reads the
 * user so that the session, and with it every element on the page, takes the new language
 * (lib/session/session.ts fills $savedLocale from it). True once saved; a failure is the API client's
 * toast to show, and false here.
 */
export function createLanguageSave(deps: LanguageSaveDeps) {
  return async function saveLanguage(language: UserLanguage): Promise<boolean> {
    const user = deps.currentUser();
    if (!user?.user_id || !user.email) return false;
    try {
      await deps.call(userCommands.update, { user_id: user.user_id, language });
      await deps.refreshUser(user.email);
      return true;
    } catch {
      return false;
    }
  };
}

/** The saved language as the setting shows it: '' (the browser's choice) for none or an unknown one. */
export const chosenLanguage = (user: Partial<UserInfo> | null): UserLanguage =>
  user?.language === 'en' || user?.language === 'es' ? user.language : '';
