import { directionOf, matchLocale, type Locale } from './locales.ts';
import { userLocale } from './user-language.ts';

// The parent of a node, crossing from the top of a shadow tree to its host, so that an element inside
// another element's shadow root takes the page's language.
function parentOf(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.parentNode;
  return root && 'host' in root ? (root.host as Element) : null;
}

// The closest value of an attribute on the element or its ancestors, the document's root last.
function closestAttribute(element: Element, name: string): string | null {
  for (let node: Element | null = element; node; node = parentOf(node)) {
    const value = node.getAttribute(name);
    if (value) return value;
  }
  return element.ownerDocument.documentElement.getAttribute(name) || null;
}

/**
 * Which shipped locale an element shows (docs/embedding.md, language and direction): its own `lang`, the
 * closest ancestor's, the document's; then the user's saved choice, the browser's languages, English.
 * A `lang` the kit does not ship falls through to the user's and browser's choice.
 */
export function resolveLocale(element: Element, languages: readonly string[] = navigator.languages): Locale {
  const page = matchLocale(closestAttribute(element, 'lang'));
  return page ?? userLocale(languages);
}

/** The element's direction: what the page sets with `dir` (auto counts as unset), else the locale's. */
export function resolveDirection(element: Element, locale: Locale): 'ltr' | 'rtl' {
  const page = closestAttribute(element, 'dir');
  return page === 'ltr' || page === 'rtl' ? page : directionOf(locale);
}
