import { z } from './z.ts';
import type { Command } from './command.ts';
import { MAX_ACCESS, MIN_ACCESS } from './access.ts';
import { NAME_MAX } from './limits.ts';
import { plainText } from './plain-text.ts';
import { issueTexts, said } from './issue-texts.ts';

export { DESCRIPTION_MAX, NAME_MAX, PASSWORD_MIN, PHONE_DIGITS } from './limits.ts';

export const name = plainText().check(z.trim(), z.minLength(1), z.maxLength(NAME_MAX));
export const email = z.email().check(z.maxLength(254));
/** SHA-256 hex of the password, computed by the client (docs/behaviour.md#validation); the server treats it as the password. */
export const passhash = z
  .string()
  .check(z.regex(/^[0-9a-f]{64}$/, { error: said('Invalid passhash: expected SHA-256 hex') }));
export const access = z.int().check(z.gte(MIN_ACCESS), z.lte(MAX_ACCESS));
export const phone = z.nullable(
  z
    .string()
    .check(
      z.maxLength(20),
      z.regex(/^[0-9()+\-. ]*$/, { error: said('Enter a phone number: digits, spaces and ( ) + - . only') }),
    ),
);
export const phoneLabel = z.nullable(plainText().check(z.maxLength(50)));
/**
 * An id in a JSON body, or in a query string where every value arrives as text. With `message`, every
 * failure but a missing value (still 'Required') says that message, for commands whose error the spec names.
 */
/** The largest PostgreSQL `integer`: every id a client names is one (serial keys). */
export const MAX_ID = 2_147_483_647;

const wholeNumber = said('Enter a whole number');
const noSuchId = said('No such id');

export const idField = (message?: string) => {
  const own = message ? said(message) : undefined;
  const error = own
    ? (issue: { input?: unknown }) => (issue.input === undefined ? undefined : own())
    : undefined;
  const digits = z.string().check(z.regex(/^[0-9]{1,15}$/, { error: error ?? wholeNumber }));
  // A union's own failure would read 'Invalid input'; a missing id must say 'Required' like any field.
  const neither = (issue: { input?: unknown }) =>
    issue.input === undefined ? issueTexts().required : (own ?? wholeNumber)();
  return z.pipe(
    z.union([z.int(), digits], { error: neither }),
    z.pipe(
      z.transform((v: number | string) => Number(v)),
      // Past the column's range is no record; left to the database it would be an error (a 500).
      z.int().check(z.gte(1, { error }), z.lte(MAX_ID, { error: error ?? noSuchId })),
    ),
  );
};
export const id = idField();
/** docs/behaviour.md#validation: 'enabled' and the textable flags travel as the text true or false and become booleans. */
export const flagText = z.pipe(
  z.enum(['true', 'false']),
  z.transform((v) => v === 'true'),
);
/** A boolean in a JSON body, or the text true/false in a query string. */
export const flag = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false'])]),
  z.transform((v) => v === true || v === 'true'),
);
/** Database flags that the spec shows as numbers (textable, enabled, account_enabled). */
export const numericFlag = z.int().check(z.gte(0), z.lte(1));
export const timestamp = z.string();
/** A date and time a client sends: anything Date.parse reads, of a sane length. */
export const instant = z.string().check(
  z.maxLength(40),
  z.refine((text) => !Number.isNaN(Date.parse(text)), { error: said('Expected a date and time') }),
);
/** What a save that garbles the version it was based on is told (docs/behaviour.md#conflicts). */
export const BASED_ON_INVALID = 'Not a date and time; send the updated_at of the record you read';
/**
 * The `updated_at` an update was based on: a precondition the server compares with the stored one, so that
 * no save overwrites unseen what someone else saved meanwhile (docs/behaviour.md#conflicts). Optional, as
 * The published protocol's updates take optional fields: left out, the update applies as it is, and its activity entry
 * says so. The kit always sends it.
 */
export const basedOn = z.optional(z.string({ error: said(BASED_ON_INVALID) }).check(z.maxLength(40)));
/** Whether a command's request takes the version it is based on (`basedOn`): an update or a board move. */
export const takesBasedOn = (command: Pick<Command, 'request'>): boolean =>
  'shape' in command.request && 'updated_at' in (command.request.shape as Record<string, unknown>);
/** Keys a JSON body may not use anywhere: they would reach Object.prototype in naive code. */
export const SAFE_KEY = /^(?!__proto__$|constructor$|prototype$)[A-Za-z0-9_.-]{1,64}$/;
