import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf } from '../../lib/i18n/catalog.ts';

// What the no-access screen says of a route the user's level does not reach (docs/behaviour.md#levels);
// it loads with that screen.
export const en = {
  needs: params(
    '{screen} needs {needed}; you are signed in at {yours}. If you need it, ask an admin of your account to raise your level.',
  ),
  level: params('the {role} level ({level})'),
};

export const noAccessTexts = defineTexts('no-access', en, { es: () => import('./no-access-texts.es.ts') });

export type NoAccessTexts = TextsOf<typeof noAccessTexts>;
