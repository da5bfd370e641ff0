import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { USER_LANGUAGES, type UserLanguage } from '../../../lib/i18n/locales.ts';
import { LANGUAGE_NAMES } from './language-names.ts';
import { chosenLanguage, createLanguageSave } from '../../../lib/profile/language.ts';
import { refreshUser } from '../../../lib/session/auth.ts';
import { $session } from '../../../lib/session/session.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import * as controls from '../../ui/controls.css.ts';
import { Section } from '../../ui/section.tsx';
import { languageTexts } from './texts.ts';

const saveLanguage = createLanguageSave({
  call: callCommand,
  refreshUser,
  currentUser: () => $session.get().userInfo,
});

/**
 * The profile's Language setting (docs/behaviour.md#screens): the user's own language for the console,
 * stored on the user. Once saved, every element on the page changes language at once, this one too, and
 * the next sign-in brings it back (docs/architecture.md, texts and languages).
 */
export function LanguageSection() {
  const t = useTexts(languageTexts);
  const saved = chosenLanguage(useStore($session).userInfo);
  const [choice, setChoice] = useState<UserLanguage>(saved);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const selectId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('saving');
    setState((await saveLanguage(choice)) ? 'saved' : 'failed');
  };

  return (
    <Section title={t.title}>
      <form className={controls.stack} onSubmit={(event) => void submit(event)}>
        <div className={controls.field}>
          <label htmlFor={selectId} className={controls.label}>
            {t.label}
          </label>
          <select
            id={selectId}
            className={controls.select}
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value as UserLanguage);
              setState('idle');
            }}
          >
            {/* Each language in its own words, marked as such for screen readers. */}
            {USER_LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language || undefined}>
                {language ? LANGUAGE_NAMES[language] : t.sameAsBrowser}
              </option>
            ))}
          </select>
        </div>
        <div className={controls.row}>
          <Button type="submit" variant="primary" disabled={state === 'saving' || choice === saved}>
            {state === 'saving' ? t.saving : t.save}
          </Button>
        </div>
        {state === 'saved' && <Alert tone="success">{t.saved}</Alert>}
        {state === 'failed' && <Alert tone="error">{t.saveFailed}</Alert>}
      </form>
    </Section>
  );
}
