import sanitizeHtml from 'sanitize-html';
import {
  NEW_TAB_REL,
  RICH_ATTRIBUTES,
  RICH_IMAGE_TAG,
  RICH_SCHEMES,
  RICH_TAGS,
  richImageAttributes,
} from '../../lib/rich-text/rules.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...RICH_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: NEW_TAB_REL } : attribs,
    }),
    [RICH_IMAGE_TAG]: (tagName, attribs) => ({ tagName, attribs: richImageAttributes(attribs) ?? {} }),
  },
  // An image that kept nothing (no media key of ours, no alt text) goes altogether.
  exclusiveFilter: (frame) => frame.tag === RICH_IMAGE_TAG && richImageAttributes(frame.attribs) === null,
};

/** Rich text as it may be stored and later rendered as HTML (rules: lib/rich-text/rules.ts). */
export const sanitizeRich = (html: string): string => sanitizeHtml(html, OPTIONS);
