import {
  createI18n,
  type I18n,
  type Messages,
  type Translations,
  type TranslationsJSON,
} from '@nanostores/i18n';
import { atom } from 'nanostores';
import { BASE_LOCALE, isPseudoLocale, type Locale } from './locales.ts';

/** A catalog's texts in one language, as its file holds them: every key of the English, nothing else. */
export type CatalogTexts<Base extends Translations> = {
  [Key in keyof Base]: Base[Key] extends string ? string : TranslationsJSON[string];
};

type Loader = () => Promise<{ default: TranslationsJSON }>;

/** The other shipped languages of a catalog, each a module of its own that loads when first shown. */
export type CatalogLoaders = Partial<Record<Exclude<Locale, 'en' | 'en-XA' | 'ar-XB'>, Loader>>;

interface Source {
  base: TranslationsJSON;
  loaders: CatalogLoaders;
}

const sources = new Map<string, Source>();

// The base texts as a catalog file holds them: a params() or count() text is its input.
const plain = (base: Translations): TranslationsJSON =>
  Object.fromEntries(
    Object.entries(base).map(([key, text]) => [
      key,
      typeof text === 'string' ? text : (text as unknown as { input: TranslationsJSON[string] }).input,
    ]),
  );

async function load(locale: Locale, component: string): Promise<TranslationsJSON> {
  const source = sources.get(component)!;
  if (isPseudoLocale(locale)) {
    const { pseudoTexts } = await import('./pseudo.ts');
    return pseudoTexts(locale, source.base);
  }
  const loader = source.loaders[locale as keyof CatalogLoaders];
  return loader ? (await loader()).default : {};
}

// Several elements on a page may show different languages (each its own `lang`): one @nanostores/i18n
// instance per locale, made when the locale is first shown.
const instances = new Map<Locale, I18n<Locale>>();

// @nanostores/i18n walks its processors with for...in, and its default is an empty array: on a page that
// added an enumerable method to Array.prototype (a CMS of the jQuery era: tests/embed/matrix-site.ts) that
// walk found the method and every text store threw. A list with no prototype has nothing to find.
const NO_PROCESSORS = Object.create(null) as [];

function instanceOf(locale: Locale): I18n<Locale> {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(atom(locale), {
      baseLocale: BASE_LOCALE,
      processors: NO_PROCESSORS,
      get: async (code, components) =>
        Object.fromEntries(await Promise.all(components.map(async (name) => [name, await load(code, name)]))),
    });
    instances.set(locale, instance);
  }
  return instance;
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
  sources.set(component, { base: plain(base), loaders });
  const stores = new Map<Locale, Messages<Base>>();
  return (locale) => {
    let store = stores.get(locale);
    if (!store) {
      store = instanceOf(locale)(component, base);
      stores.set(locale, store);
    }
    return store;
  };
}

/** Every catalog defined so far, by name: for the catalog test. */
export const catalogSources = (): ReadonlyMap<string, Source> => sources;
