import type { Messages, Translations } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { BASE_LOCALE, type Locale } from '../../lib/i18n/locales.ts';
import { $pageLanguage, watchPageLanguage } from '../../lib/i18n/page-language.ts';
import { resolveDirection, resolveLocale } from '../../lib/i18n/resolve.ts';
import { $savedLocale } from '../../lib/i18n/saved-locale.ts';
import { localeRoot } from './locale-root.css.ts';

// The locale of the element a view is drawn in, resolved once at its root (LocaleRoot) or the host app's
// (DocumentLocale): resolved in every view instead, each text of a list's cells walked the page and
// subscribed to both language stores (docs/performance.md, Issue 38).
const LocaleContext = createContext<Locale | null>(null);

function useResolved(host: Element): { locale: Locale; dir: 'ltr' | 'rtl' } {
  watchPageLanguage(host.ownerDocument);
  // Both stores only say that something moved: the locale is read again from the page.
  useStore($pageLanguage);
  useStore($savedLocale);
  const locale = resolveLocale(host);
  return { locale, dir: resolveDirection(host, locale) };
}

/** The locale the view is shown in, following the page's `lang` at run time (lib/i18n/resolve.ts). */
export function useLocale(): Locale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useLocale: no LocaleRoot or DocumentLocale above this view');
  return locale;
}

/** A catalog's texts (lib/i18n/catalog.ts) in the view's locale. */
export function useTexts<Base extends Translations>(texts: (locale: Locale) => Messages<Base>): Base {
  return useStore(texts(useLocale()));
}

/** Every element's root: its views' locale comes from `host`, and the shadow tree gets its lang and dir. */
export function LocaleRoot({ host, children }: { host: Element; children: ReactNode }) {
  const { locale, dir } = useResolved(host);
  // The API's error texts in this language are in before the first error; English needs none
  // (lib/api/error-texts-slot.ts).
  useEffect(() => {
    if (locale === BASE_LOCALE) return undefined;
    let release: (() => void) | undefined;
    let gone = false;
    void import('../../lib/api/texts.ts').then(({ keepErrorTexts }) => {
      if (!gone) release = keepErrorTexts(locale);
    });
    return () => {
      gone = true;
      release?.();
    };
  }, [locale]);
  return (
    <LocaleContext value={locale}>
      <div lang={locale} dir={dir} className={localeRoot}>
        {children}
      </div>
    </LocaleContext>
  );
}

/** The host app's root: its own screens, outside any element, show the document's language. */
export function DocumentLocale({ children }: { children: ReactNode }) {
  return <LocaleContext value={useResolved(document.documentElement).locale}>{children}</LocaleContext>;
}
