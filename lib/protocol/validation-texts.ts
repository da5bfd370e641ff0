import { defineTexts } from '../i18n/catalog.ts';
import { ISSUE_TEXTS } from './issue-texts.ts';

// The schema messages a form shows (docs/behaviour.md#validation quotes the English), in the user's
// language: a form gives them to lib/protocol/issue-texts.ts before it checks what was typed.
export const en = { ...ISSUE_TEXTS };

export const validationTexts = defineTexts('validation', en, {
  es: () => import('./validation-texts.es.ts'),
});
