import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf } from '../../lib/i18n/catalog.ts';

// A copy button's words and its toasts (lib/toasts/copy-text.ts): a catalog of their own, loaded with the
// few views that copy a value.
export const en = {
  copy: params('Copy {what}'),
  copied: params('{what} copied'),
  notCopied: params('{what} could not be copied: select it and copy it by hand'),
};

export const copyTexts = defineTexts('ui-copy', en, { es: () => import('./copy-texts.es.ts') });

export type CopyTexts = TextsOf<typeof copyTexts>;
