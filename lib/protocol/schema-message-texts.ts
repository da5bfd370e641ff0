import { defineTexts } from '../i18n/catalog.ts';

/**
 * The messages the schemas say in their own words (`said`, lib/protocol/issue-texts.ts), keyed by their
 * English, which the server keeps sending as an error's detail (docs/behaviour.md#validation). A form
 * gives this catalog's words to issue-texts.ts (setMessageTexts) before it checks what was typed; it
 * loads with the form, not with every element. tests/unit/i18n/schema-messages.test.ts holds the list to
 * every message the schemas and areas say (written out here, so that the words load without the schemas).
 */
export const SCHEMA_MESSAGES = [
  'Enter a whole number',
  'No such id',
  'Enter a phone number: digits, spaces and ( ) + - . only',
  'Expected a date and time',
  'Enter a web address starting with http:// or https://',
  'Enter a phone number of 10 digits',
  'Enter the site’s name, like www.example.com: an IP address is no domain',
  'Control characters (such as NUL) are not allowed',
  'Enter the 6 digits your app shows',
  'Enter a recovery code as it was shown',
  'Invalid metadata key',
  'A 3-letter code such as usd',
  'A position is 0 or more',
  'Invalid connection ID',
  // What the API says to a program that sends it a malformed value.
  'Not a date and time; send the updated_at of the record you read',
  'Expected a date as YYYY-MM-DD',
  'Expected a route of the form module/command',
  'Expected a resource name',
  'Invalid passhash: expected SHA-256 hex',
  'Expected an area name',
  'At most 40 widths',
  'Invalid media key',
  'Expected base64url text',
  'Expected the device’s scan id',
  'Expected a date and time between the years 1 and 9999',
  'Letters, digits, spaces and - _ . : only',
  'A position is at most 100000',
] as const;

export const en = Object.fromEntries(SCHEMA_MESSAGES.map((message) => [message, message])) as {
  [M in (typeof SCHEMA_MESSAGES)[number]]: M;
};

export const schemaMessageTexts = defineTexts('schema-messages', en, {
  es: () => import('./schema-message-texts.es.ts'),
});
