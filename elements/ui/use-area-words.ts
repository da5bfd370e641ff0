import { useStore } from '@nanostores/react';
import { areaWordsIn, hasAreaWords, type AreaWords } from '../../lib/i18n/area-words.ts';
import { useLocale } from '../runtime/locale.tsx';

/**
 * The areas' words in the view's language (lib/i18n/area-words.ts): null in English; undefined while a
 * language with words of its own is still loading them.
 */
export function useAreaWords(): AreaWords | undefined {
  const locale = useLocale();
  const words = useStore(areaWordsIn(locale));
  return words === null && hasAreaWords(locale) ? undefined : words;
}
