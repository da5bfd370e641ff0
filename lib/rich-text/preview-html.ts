import createDOMPurify, { type WindowLike } from 'dompurify';
import { isAllowedUrl, NEW_TAB_REL, RICH_ATTRIBUTES, RICH_TAGS, URL_ATTRIBUTES } from './rules.ts';

/**
 * A browser sanitiser applying the server's rules (rules.ts), so a preview shows the article as readers
 * will see it once stored. DOMPurify parses in an inert document: nothing in the HTML runs or loads while
 * it is cleaned. Its own URL check stays on as a second line behind ours.
 */
export function createPreviewSanitizer(window: WindowLike): (html: string) => string {
  const purify = createDOMPurify(window);
  const allAttributes = [...new Set(Object.values(RICH_ATTRIBUTES).flat())];
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const allowed = RICH_ATTRIBUTES[tag] ?? [];
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
    else if (
      (URL_ATTRIBUTES as readonly string[]).includes(data.attrName) &&
      !isAllowedUrl(tag, data.attrValue)
    )
      data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a' && node.hasAttribute('target'))
      node.setAttribute('rel', NEW_TAB_REL);
  });
  return (html) =>
    purify.sanitize(html, {
      ALLOWED_TAGS: [...RICH_TAGS],
      ALLOWED_ATTR: allAttributes,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
}
