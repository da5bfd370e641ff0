import { placeholderNames } from '../resource-views/placeholders.ts';

/** The contact fields a broadcast fills its message prompt's {{placeholders}} from, one contact at a time. */
export const CONTACT_PLACEHOLDERS = ['first_name', 'last_name', 'email', 'phone', 'company', 'city', 'state'];

/**
 * Why a prompt cannot go to contacts, if it cannot: a placeholder no contact field answers would reach
 * every recipient as a hole, so scheduling refuses it (docs/jobs.md).
 */
export function unfillablePlaceholders(...texts: (string | null | undefined)[]): string | null {
  const unknown = placeholderNames(texts.filter(Boolean).join('\n')).filter(
    (name) => !CONTACT_PLACEHOLDERS.includes(name),
  );
  if (unknown.length === 0) return null;
  return `${unknown.map((name) => `{{${name}}}`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not a contact field; a broadcast can fill only ${CONTACT_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ')}`;
}
