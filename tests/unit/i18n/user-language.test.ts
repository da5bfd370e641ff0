// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, isPseudoLocale, USER_LANGUAGES } from '../../../lib/i18n/locales.ts';
import { resolveLocale } from '../../../lib/i18n/resolve.ts';
import { $savedLocale } from '../../../lib/i18n/saved-locale.ts';
import { savedLocaleOf, userLocale } from '../../../lib/i18n/user-language.ts';
import { keepDocumentLanguage } from '../../../host-app/document-language.ts';
import { chosenLanguage, createLanguageSave } from '../../../lib/profile/language.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { fakeCall } from '../fake-call.ts';
import { USER_INFO } from '../session/user-info.ts';

afterEach(() => {
  sessionStore.clear();
  $savedLocale.set(undefined);
  document.documentElement.removeAttribute('lang');
});

describe('the user language (docs/architecture.md, texts and languages)', () => {
  it('offers the browser’s choice and every real shipped locale, never a pseudo-locale', () => {
    expect(USER_LANGUAGES).toEqual(['', ...LOCALES.filter((locale) => !isPseudoLocale(locale))]);
  });

  it('reads a saved language as a locale, and nothing for none or one the kit does not ship', () => {
    expect(savedLocaleOf('es')).toBe('es');
    expect(savedLocaleOf('en')).toBe('en');
    for (const language of ['', null, undefined, 'fr', 'en-XA'])
      expect(savedLocaleOf(language)).toBeUndefined();
  });

  it('follows the signed-in user: their language at sign-in, none once signed out', () => {
    sessionStore.setAuth({ token: 't', access: 1, id: 1, userInfo: { ...USER_INFO, language: 'es' } });
    expect($savedLocale.get()).toBe('es');
    sessionStore.setUserInfo({ ...USER_INFO, language: '' });
    expect($savedLocale.get()).toBeUndefined();
    sessionStore.setUserInfo({ ...USER_INFO, language: 'es' });
    sessionStore.clear();
    expect($savedLocale.get()).toBeUndefined();
  });

  it('puts the saved choice before the browser’s languages, and after the page’s lang', () => {
    expect(userLocale(['es-MX', 'en'])).toBe('es');
    $savedLocale.set('en');
    expect(userLocale(['es-MX'])).toBe('en');
    const element = document.createElement('div');
    document.body.append(element);
    expect(resolveLocale(element, ['es'])).toBe('en');
    element.lang = 'es';
    expect(resolveLocale(element, [])).toBe('es');
  });

  it('keeps the console page’s lang on the user’s language', () => {
    const stop = keepDocumentLanguage(document);
    $savedLocale.set('es');
    expect(document.documentElement.lang).toBe('es');
    $savedLocale.set('en');
    expect(document.documentElement.lang).toBe('en');
    stop();
  });
});

describe('saving the language (the profile’s Language setting)', () => {
  it('sends the language on user/update, then re-reads the user', async () => {
    const api = fakeCall({ 'user/update': { ...USER_INFO, language: 'es' } });
    const refreshUser = vi.fn(async () => undefined);
    const save = createLanguageSave({ call: api.call, refreshUser, currentUser: () => USER_INFO });
    expect(await save('es')).toBe(true);
    expect(api.calls.map(({ name, input }) => ({ name, input }))).toEqual([
      { name: 'user/update', input: { user_id: USER_INFO.user_id, language: 'es' } },
    ]);
    expect(refreshUser).toHaveBeenCalledWith(USER_INFO.email);
  });

  it('answers false when the save fails or nobody is signed in', async () => {
    const failing = fakeCall({ 'user/update': () => Promise.reject(new Error('offline')) });
    const refreshUser = vi.fn(async () => undefined);
    expect(
      await createLanguageSave({ call: failing.call, refreshUser, currentUser: () => USER_INFO })('es'),
    ).toBe(false);
    expect(await createLanguageSave({ call: failing.call, refreshUser, currentUser: () => null })('es')).toBe(
      false,
    );
    expect(refreshUser).not.toHaveBeenCalled();
  });

  it('shows a saved language, and the browser’s choice for none', () => {
    expect(chosenLanguage({ language: 'es' })).toBe('es');
    expect(chosenLanguage({ language: '' })).toBe('');
    expect(chosenLanguage({})).toBe('');
    expect(chosenLanguage(null)).toBe('');
  });
});
