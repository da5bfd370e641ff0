import { atom } from 'nanostores';

/**
 * Counts changes of `lang` or `dir` anywhere on a watched page, and of the browser's languages: elements
 * resolve their locale again when it moves (resolve.ts). One observer per document, shared by every element.
 */
export const $pageLanguage = atom(0);

const watched = new WeakSet<Document>();

const changed = () => $pageLanguage.set($pageLanguage.get() + 1);

export function watchPageLanguage(document: Document): void {
  if (watched.has(document)) return;
  watched.add(document);
  // A shadow tree's own attributes are not in the document's subtree: a host element's are, which is where
  // a page sets them.
  new MutationObserver(changed).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang', 'dir'],
    subtree: true,
  });
  document.defaultView?.addEventListener('languagechange', changed);
}
