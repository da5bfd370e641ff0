import type { Messages, Translations, TranslationsJSON } from '@nanostores/i18n';
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { BASE_LOCALE, type Locale } from './locales.ts';

/** A catalog's texts in one language, as its file holds them: every key of the English, nothing else. */
export type CatalogTexts<Base extends Translations> = {
  [Key in keyof Base]: Base[Key] extends string ? string : TranslationsJSON[string];
};

type Loader = () => Promise<{ default: TranslationsJSON }>;

/** The other shipped languages of a catalog, each a module of its own that loads when first shown. */
export type CatalogLoaders = Partial<Record<Exclude<Locale, 'en' | 'en-XA' | 'ar-XB'>, Loader>>;

export interface Source {
  base: Translations;
  loaders: CatalogLoaders;
}

const sources = new Map<string, Source>();

// What params() and count() make of a text: its English and what fills it in.
interface Transformed {
  input: TranslationsJSON[string];
  transform: (locale: Locale, input: TranslationsJSON[string], args: unknown[]) => unknown;
}

export const isTransformed = (text: unknown): text is Transformed =>
  typeof text === 'object' && text !== null && 'transform' in text;

// English as a view reads it, made here as @nanostores/i18n makes it: English needs nothing loaded.
const english = (base: Translations): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(base).map(([key, text]) => [
      key,
      isTransformed(text) ? (...args: unknown[]) => text.transform(BASE_LOCALE, text.input, args) : text,
    ]),
  );

// Another language, English until its texts are in: @nanostores/i18n and the language's file load the first
// time a view shows it (translations.ts), so an English page carries neither (docs/architecture.md).
function translated<Base extends Translations>(
  locale: Locale,
  component: string,
  base: Base,
  initial: Record<string, unknown>,
): ReadableAtom<unknown> {
  const store = atom(initial);
  onMount(store, () => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('./translations.ts').then(({ translationsOf }) => {
      if (!unmounted) stop = translationsOf(locale, component, base).subscribe((texts) => store.set(texts));
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  });
  return store;
}

/**
 * A view's texts: `base` in English (params() and count() as @nanostores/i18n has them), the other
 * languages from `loaders`. Answers the texts in a locale as a store, English until the locale's file is
 * in (docs/architecture.md, texts and languages).
 */
export function defineTexts<Base extends Translations>(
  component: string,
  base: Base,
  loaders: CatalogLoaders,
): (locale: Locale) => Messages<Base> {
  sources.set(component, { base, loaders });
  const inEnglish = english(base);
  const stores = new Map<Locale, ReadableAtom<unknown>>([[BASE_LOCALE, atom(inEnglish)]]);
  return (locale) => {
    let store = stores.get(locale);
    if (!store) {
      store = translated(locale, component, base, inEnglish);
      stores.set(locale, store);
    }
    return store as Messages<Base>;
  };
}

/** Every catalog defined so far, by name: for the catalog test and translations.ts. */
export const catalogSources = (): ReadonlyMap<string, Source> => sources;

/** A catalog's texts as a view reads them: `TextsOf<typeof authTexts>`. */
export type TextsOf<T extends (locale: Locale) => { get(): unknown }> = ReturnType<ReturnType<T>['get']>;

/** A catalog's English, which lib code falls back to when a caller passes no texts. */
export const englishOf =
  <T>(texts: (locale: Locale) => { get(): T }): (() => T) =>
  () =>
    texts(BASE_LOCALE).get();
