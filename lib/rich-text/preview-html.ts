import createDOMPurify, { type WindowLike } from 'dompurify';
import {
  isAllowedUrl,
  NEW_TAB_REL,
  RICH_ATTRIBUTES,
  RICH_IMAGE_TAG,
  RICH_TAGS,
  richImageAttributes,
  URL_ATTRIBUTES,
} from './rules.ts';

/** Where the preview's images find their renditions (the console's image source); never stored. */
export interface PreviewImageSource {
  domain: string;
  path: string;
}

const attributesOf = (node: Element): Record<string, string> =>
  Object.fromEntries([...node.attributes].map((attribute) => [attribute.name, attribute.value]));

/**
 * A browser sanitiser applying the server's rules (rules.ts), so a preview shows the article as readers
 * will see it once stored. DOMPurify parses in an inert document: nothing in the HTML runs or loads while
 * it is cleaned. Its own URL check stays on as a second line behind ours. With an image source, the kept
 * gallery images are pointed at it, as a property site's page configuration would.
 */
export function createPreviewSanitizer(
  window: WindowLike,
  images?: PreviewImageSource,
): (html: string) => string {
  const purify = createDOMPurify(window);
  const allAttributes = [...new Set(Object.values(RICH_ATTRIBUTES).flat())];
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const allowed = RICH_ATTRIBUTES[tag] ?? [];
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
    else if ((URL_ATTRIBUTES as readonly string[]).includes(data.attrName) && !isAllowedUrl(data.attrValue))
      data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'a' && node.hasAttribute('target')) node.setAttribute('rel', NEW_TAB_REL);
    if (tag !== RICH_IMAGE_TAG) return;
    const kept = richImageAttributes(attributesOf(node));
    if (!kept) {
      node.remove();
      return;
    }
    for (const name of [...node.getAttributeNames()]) if (!(name in kept)) node.removeAttribute(name);
    if (images) {
      node.setAttribute('domain', images.domain);
      node.setAttribute('path', images.path);
    }
  });
  return (html) =>
    purify.sanitize(html, {
      ALLOWED_TAGS: [...RICH_TAGS],
      ALLOWED_ATTR: allAttributes,
      // A media key is no URL; DOMPurify's URL test must not judge it.
      ADD_URI_SAFE_ATTR: ['image-key'],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
}
