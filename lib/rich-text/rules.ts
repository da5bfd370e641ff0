import { MEDIA_KEY_PATTERN } from '../media/renditions.ts';

/**
 * What stored rich text may contain: what the article editor produces (headings, lists, links, images
 * from the gallery) and nothing else. One set of rules for the two sanitisers that apply it, the
 * server's before storing (server/resources/sanitize.ts) and the browser's preview (preview-html.ts):
 * no script, style, event handler, iframe, form or javascript:/data: URL survives either.
 *
 * Images come from the gallery only, stored as `<image-delivery image-key alt width height>`: the element
 * property sites already carry, which finds the renditions on the site's own image domain. A stored body
 * so never holds an image URL at all, and no `<img>` (whose src could load anything) is kept.
 */
export const RICH_IMAGE_TAG = 'image-delivery';

export const RICH_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'blockquote',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'a',
  RICH_IMAGE_TAG,
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** The attributes each tag keeps; every other attribute (on*, style, class, id...) is dropped. */
export const RICH_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  [RICH_IMAGE_TAG]: ['image-key', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** URL schemes a link may use. Relative URLs are allowed. */
export const RICH_SCHEMES = ['http', 'https', 'mailto'] as const;

/** A link that opens a new tab must not hand the opened page a handle on the console. */
export const NEW_TAB_REL = 'noopener noreferrer';

export const URL_ATTRIBUTES = ['href'] as const;

/**
 * Whether a link's URL may stay: a relative URL, or an absolute one with an allowed scheme. Browsers
 * ignore control characters and spaces inside a scheme ('java\tscript:'), so those are removed first;
 * a protocol-relative URL ('//host') is refused, since it leaves the site whatever its scheme.
 */
export function isAllowedUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (compact.startsWith('//') || compact.startsWith('\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  return (RICH_SCHEMES as readonly string[]).includes(scheme);
}

/**
 * The href for what a user typed in the link dialog: trimmed, 'example.com/x' taken as https, an
 * address with another scheme refused (null), like the sanitiser would refuse it.
 */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  const href = /^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(text) ? text : `https://${text}`;
  return isAllowedUrl(href) ? href : null;
}

const DIMENSION = /^[1-9][0-9]{0,5}$/;

/**
 * The attributes a gallery image keeps, in the order the editor writes them, or null when the image must
 * go: without a well-formed media key it points at nothing of ours, without alt text image-delivery shows
 * nothing. A width or height that is not a plain positive number is dropped (it only reserves the box).
 */
export function richImageAttributes(
  attributes: Readonly<Record<string, string | undefined>>,
): Record<string, string> | null {
  const key = attributes['image-key'];
  const alt = attributes.alt;
  if (key === undefined || !MEDIA_KEY_PATTERN.test(key) || alt === undefined) return null;
  const kept: Record<string, string> = { 'image-key': key, alt };
  for (const name of ['width', 'height']) {
    const value = attributes[name];
    if (value !== undefined && DIMENSION.test(value)) kept[name] = value;
  }
  return kept;
}
