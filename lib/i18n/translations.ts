import { createI18n, type I18n, type Translations, type TranslationsJSON } from '@nanostores/i18n';
import { atom, type ReadableAtom } from 'nanostores';
import { catalogSources, isTransformed, type CatalogLoaders } from './catalog.ts';
import { BASE_LOCALE, isPseudoLocale, type Locale } from './locales.ts';

// The languages other than English, loaded the first time a view shows one (catalog.ts).

/** A catalog's English as a language file holds it: a params() or count() text is its input. */
export const englishJSON = (base: Translations): TranslationsJSON =>
  Object.fromEntries(
    Object.entries(base).map(([key, text]) => [
      key,
      isTransformed(text) ? text.input : (text as TranslationsJSON[string]),
    ]),
  );

async function load(locale: Locale, component: string): Promise<TranslationsJSON> {
  const source = catalogSources().get(component)!;
  if (isPseudoLocale(locale)) {
    const { pseudoTexts } = await import('./pseudo.ts');
    return pseudoTexts(locale, englishJSON(source.base));
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

// One store per catalog and locale: @nanostores/i18n warns when a component is defined twice.
const stores = new Map<string, ReadableAtom<Record<string, unknown>>>();

/** A catalog's texts in a language other than English, English until the language's file is in. */
export function translationsOf(
  locale: Locale,
  component: string,
  base: Translations,
): ReadableAtom<Record<string, unknown>> {
  const key = `${locale}|${component}`;
  let store = stores.get(key);
  if (!store) {
    store = instanceOf(locale)(component, base) as ReadableAtom<Record<string, unknown>>;
    stores.set(key, store);
  }
  return store;
}
