import { atom, onMount, type ReadableAtom } from 'nanostores';
import { machineWords } from '../format/words.ts';
import type { MenuGroup } from '../routing/menu-groups.ts';
import type { Resource } from '../resources/spec.ts';
import { BASE_LOCALE, type Locale } from './locales.ts';

/**
 * The areas' words in one language (docs/architecture.md, texts and languages): none in English, which
 * the definitions hold; else a definition, a screen's title and a menu group in that language's words
 * (lib/resources/labels.<tag>.ts), or each English word changed as a pseudo-locale's catalogs are.
 */
export type AreaWords = {
  resource: (resource: Resource) => Resource;
  title: (path: string, english: string) => string;
  /** An area's plural by its name ('Contactos'), the English where the language names none. */
  plural: (area: string, english: string) => string;
  group: (group: MenuGroup) => string;
  /** A value of an enum field ('push' of a broadcast's channel) in words, `english` where none is named. */
  value: (area: string, field: string, value: string, english: string) => string;
} | null;

/**
 * Whether `locale` names the areas in words of its own, which a view waits for rather than flash English:
 * every shipped language but English (each has a file, tests/unit/i18n/area-labels.test.ts), and the
 * pseudo-locales.
 */
export const hasAreaWords = (locale: Locale): boolean => locale !== BASE_LOCALE;

const stores = new Map<Locale, ReadableAtom<AreaWords>>();

/** The areas' words in `locale`, loaded the first time a view shows it; null (English) until then. */
export function areaWordsIn(locale: Locale): ReadableAtom<AreaWords> {
  let store = stores.get(locale);
  if (store) return store;
  const words = atom<AreaWords>(null);
  if (hasAreaWords(locale))
    onMount(words, () => {
      if (!words.get())
        void import('./area-words-of.ts').then(({ areaWordsOf }) => areaWordsOf(locale)).then(words.set);
    });
  store = words;
  stores.set(locale, store);
  return store;
}

/** The resource in the words' language; the definition itself in English. */
export const localized = (resource: Resource, words: AreaWords): Resource =>
  words ? words.resource(resource) : resource;

/** A screen's title (the route's label) in the words' language. */
export const titleIn = (words: AreaWords, path: string, english: string): string =>
  words ? words.title(path, english) : english;

/** A menu group's name in the words' language. */
export const groupIn = (words: AreaWords, group: MenuGroup): string => (words ? words.group(group) : group);

/**
 * An enum field's value in the words' language without its area's definition (a dashboard card names a
 * broadcast's channel): in English, the value in words as a list cell shows it ('sms' as 'SMS').
 */
export const valueIn = (words: AreaWords, area: string, field: string, value: string): string =>
  words ? words.value(area, field, value, machineWords(value)) : machineWords(value);
