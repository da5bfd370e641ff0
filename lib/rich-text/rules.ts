/**
 * What stored rich text may contain: what the article editor produces (headings, lists, links, images
 * from the gallery) and nothing else. One set of rules for the two sanitisers that apply it, the
 * server's before storing (server/resources/sanitize.ts) and the browser's preview (preview-html.ts):
 * no script, style, event handler, iframe, form or javascript:/data: URL survives either.
 */
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
  'img',
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
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** URL schemes a link may use; an image only loads over the web. Relative URLs are allowed. */
export const RICH_SCHEMES = ['http', 'https', 'mailto'] as const;
export const RICH_SCHEMES_BY_TAG: Readonly<Record<string, readonly string[]>> = { img: ['http', 'https'] };

/** A link that opens a new tab must not hand the opened page a handle on the console. */
export const NEW_TAB_REL = 'noopener noreferrer';

export const URL_ATTRIBUTES = ['href', 'src'] as const;

/**
 * Whether a URL may stay in `tag`: a relative URL, or an absolute one with an allowed scheme. Browsers
 * ignore control characters and spaces inside a scheme ('java\tscript:'), so those are removed first;
 * a protocol-relative URL ('//host') is refused, since it leaves the site whatever its scheme.
 */
export function isAllowedUrl(tag: string, url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (compact.startsWith('//') || compact.startsWith('\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  return (RICH_SCHEMES_BY_TAG[tag] ?? RICH_SCHEMES).includes(scheme);
}

/**
 * The href for what a user typed in the link dialog: trimmed, 'example.com/x' taken as https, an
 * address with another scheme refused (null), like the sanitiser would refuse it.
 */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  const href = /^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(text) ? text : `https://${text}`;
  return isAllowedUrl('a', href) ? href : null;
}
