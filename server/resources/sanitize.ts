import sanitizeHtml from 'sanitize-html';
import {
  NEW_TAB_REL,
  RICH_ATTRIBUTES,
  RICH_SCHEMES,
  RICH_SCHEMES_BY_TAG,
  RICH_TAGS,
} from '../../lib/rich-text/rules.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...RICH_SCHEMES],
  allowedSchemesByTag: Object.fromEntries(
    Object.entries(RICH_SCHEMES_BY_TAG).map(([tag, schemes]) => [tag, [...schemes]]),
  ),
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: NEW_TAB_REL } : attribs,
    }),
  },
};

/** Rich text as it may be stored and later rendered as HTML (rules: lib/rich-text/rules.ts). */
export const sanitizeRich = (html: string): string => sanitizeHtml(html, OPTIONS);
