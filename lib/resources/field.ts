import { z } from '../protocol/z.ts';
import { access, flagText, id, passhash, PHONE_DIGITS } from '../protocol/fields.ts';
import { mediaKey } from '../protocol/media.ts';
import { plainText } from '../protocol/plain-text.ts';
import type { FieldType } from '../protocol/list.ts';
import { issueTexts, said } from '../protocol/issue-texts.ts';

const notWhole = said('Enter a whole number');
const phoneDigits = said(`Enter a phone number of ${PHONE_DIGITS} digits`);

/** How a field is edited and shown; the view layer picks its input from this, the server its SQL. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'rich'
  | 'email'
  | 'url'
  | 'phone'
  | 'int'
  | 'bool'
  | 'enum'
  | 'date'
  | 'datetime'
  | 'ref'
  | 'tags'
  | 'json'
  | 'password'
  | 'level';

export const TAGS_MAX = 20;
export const TAG_MAX = 40;
export const RICH_MAX = 200_000;

/**
 * One field of a resource, declared once: its input schema (create and update), the schema of its stored
 * value (records), and what a list, a form and a CSV file need to know about it.
 */
export interface Field<V = unknown, C = unknown> {
  kind: FieldKind;
  label: string;
  required: boolean;
  /** The input: a required field refuses null and empty text; an optional one turns '' into null. */
  input: z.ZodMiniType;
  /** The value as a record carries it. */
  value: z.ZodMiniType;
  /** What a create without this field stores (null for optional fields without a default). */
  default?: unknown;
  maxlength?: number;
  help?: string;
  placeholder?: string;
  /** enum: the allowed values, in the order a select shows them. */
  values?: readonly string[];
  /** enum: the values in words of another language (lib/resources/localize.ts); else machineWords. */
  valueLabels?: Readonly<Record<string, string>>;
  /**
   * enum: the values a person may give, where the others are the server's to set (a broadcast is `sent`
   * by its sender): the form offers only these, the server refuses the others. Unset: all of `values`.
   */
  choosable?: readonly string[];
  /** ref: the resource the id belongs to (same account); its table is `<ref>s`, its id `<ref>_id`. */
  ref?: string;
  /** The type the generic list query filters it as; undefined: neither filterable nor sortable. */
  listType?: FieldType;
  /** Set by the server only (an API key's prefix, say): returned and listed, never taken as input. */
  readOnly?: boolean;
  /** Offered only to callers at or above this level (a super admin's choice of account). */
  minAccess?: number;
  /** Only in the create form: the update command does not take it. */
  createOnly?: boolean;
  /** bool: travels as the text 'true' or 'false' (docs/behaviour.md#validation's flags of the user module). */
  textFlag?: boolean;
  /** How a number reads: 'bytes' shows 1.2 MB rather than 1234567; 'cents', integer cents of a money
   * amount (docs/behaviour.md#areas `money`), shows 12.50. */
  format?: FieldFormat;
  /** Shown only while another field of the form has one of these values (a subject for email only). */
  shownWhen?: FieldCondition;
  /** How a select names leaving it empty, where 'None' would not say what that means ('Off'). */
  emptyLabel?: string;
  /** level: a threshold, each choice read as that level and those above ('Admins (7) and up'). */
  andUp?: boolean;
  /** text: made from that field when left out (an article's slug from its title; server/modules/article.ts). */
  slugOf?: string;
  refFit?: RefFit;
  /**
   * Never set: the types a builder gives the field, the value a record holds and what a create sends
   * (undefined when it may be left out), which lib/resources/record-types.ts reads.
   */
  readonly types?: { value: V; create: C };
}

/** What a record holds in a field built with `O`: null unless it is required or has a default. */
type Held<V, O> = O extends { required: true }
  ? V
  : O extends { default: infer D }
    ? undefined extends D
      ? V | null
      : V
    : V | null;

/** A field holding `V`, built with the options `O`: a create must send it only when it is required. */
export type FieldOf<V, O = object> = Field<
  Held<V, O>,
  O extends { required: true } ? V : V | null | undefined
>;

/**
 * How a value reads where it is shown: 'bytes' as 1.2 MB, 'cents' as money (12.50), 'area' an area's name
 * by its label ('helpbot_faq' as 'Helpbot FAQs'), 'action' a logged command in words ('sign_in' as 'Signed in').
 */
export type FieldFormat = 'bytes' | 'cents' | 'area' | 'action';

/** A field of the same form and the values under which a dependent field applies. */
/**
 * ref: which referenced records fit the form's record. `reason` answers why a record whose `by` is
 * `theirs` cannot go with the form's `field` at `ours`, or null when it can; the select offers the others
 * with that reason beside them, not to be chosen.
 */
export interface RefFit {
  field: string;
  by: string;
  reason: (ours: unknown, theirs: unknown) => string | null;
  /** Every sentence `reason` can answer, which another language translates (AreaLabels.rules). */
  reasons: readonly string[];
}

export interface FieldCondition {
  field: string;
  values: readonly string[];
}

export interface FieldOptions {
  required?: boolean;
  help?: string;
  placeholder?: string;
  /** false: not in the list query's allowlist (tags, rich text, long notes are not by default). */
  listed?: boolean;
  /** What a create without the field stores; a field with a default is never null. */
  default?: unknown;
  readOnly?: boolean;
  minAccess?: number;
  createOnly?: boolean;
  format?: FieldFormat;
  shownWhen?: FieldCondition;
  slugOf?: string;
  emptyLabel?: string;
  andUp?: boolean;
  refFit?: RefFit;
}

/** Optional fields accept null and '' (a blank form input or CSV cell) and store null. */
const optional = (schema: z.ZodMiniType): z.ZodMiniType =>
  z.pipe(
    z.transform((value: unknown) => (value === '' ? null : value)),
    z.nullable(schema),
  );

function build<V, C>(
  kind: FieldKind,
  label: string,
  input: z.ZodMiniType,
  value: z.ZodMiniType,
  options: FieldOptions & Partial<Omit<Field, 'types'>> = {},
  listType: FieldType | undefined,
): Field<V, C> {
  const { required = false, listed = listType !== undefined, ...rest } = options;
  const nullable = !required && options.default === undefined;
  return {
    kind,
    label,
    required,
    input: nullable ? optional(input) : input,
    value: nullable ? z.nullable(value) : value,
    ...(nullable ? { default: null } : {}),
    ...rest,
    ...(listed && listType ? { listType } : {}),
  };
}

const trimmed = (max: number) => plainText().check(z.trim(), z.minLength(1), z.maxLength(max));

export const text = <const O extends FieldOptions = object>(
  label: string,
  max: number,
  options?: O,
): FieldOf<string, O> =>
  build('text', label, trimmed(max), z.string(), { maxlength: max, ...options }, 'string');

/** Longer plain text (notes, descriptions): a textarea, searchable but not a list column filter. */
export const textarea = <const O extends FieldOptions = object>(
  label: string,
  max: number,
  options?: O,
): FieldOf<string, O> =>
  build('textarea', label, trimmed(max), z.string(), { maxlength: max, listed: false, ...options }, 'string');

/** HTML from the rich-text editor; the server sanitises it before storing. */
export const rich = <const O extends FieldOptions = object>(label: string, options?: O): FieldOf<string, O> =>
  build(
    'rich',
    label,
    plainText().check(z.maxLength(RICH_MAX)),
    z.string(),
    { maxlength: RICH_MAX, ...options },
    undefined,
  );

export const email = <const O extends FieldOptions = object>(
  label: string,
  options?: O,
): FieldOf<string, O> =>
  build(
    'email',
    label,
    z.email().check(z.maxLength(254)),
    z.string(),
    { maxlength: 254, ...options },
    'string',
  );

// Only web addresses: a javascript: or data: URL in a link the console renders would be a stored XSS.
export const url = <const O extends FieldOptions = object>(
  label: string,
  max = 255,
  options?: O,
): FieldOf<string, O> =>
  build(
    'url',
    label,
    z.string().check(
      z.trim(),
      z.maxLength(max),
      z.regex(/^https?:\/\/[^\s]+$/i, {
        error: said('Enter a web address starting with http:// or https://'),
      }),
    ),
    z.string(),
    { maxlength: max, placeholder: 'https://', ...options },
    'string',
  );

// The form formats digits as (XXX) XXX-XXXX (docs/behaviour.md#screens); any such shape is stored as the 10 digits.
const phoneInput = z.pipe(
  z.string().check(z.regex(/^[0-9()+\-. ]*$/, { error: phoneDigits })),
  z.pipe(
    z.transform((value: string) => value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')),
    z.string().check(z.regex(/^\d{10}$/, { error: phoneDigits })),
  ),
);
export const phone = <const O extends FieldOptions = object>(
  label: string,
  options?: O,
): FieldOf<string, O> =>
  build('phone', label, phoneInput, z.string(), { placeholder: '(XXX) XXX-XXXX', ...options }, 'string');

/** A whole number in a JSON body, or its digits as text (a CSV cell). */
const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.union([z.int(), z.string().check(z.regex(/^-?\d{1,15}$/, { error: notWhole }))], {
      error: (issue) => (issue.input === undefined ? issueTexts().required : notWhole()),
    }),
    z.pipe(
      z.transform((value: number | string) => Number(value)),
      z.int().check(z.gte(min), z.lte(max)),
    ),
  );
export const int = <const O extends FieldOptions = object>(
  label: string,
  min = 0,
  max = 2_147_483_647,
  options?: O,
): FieldOf<number, O> => build('int', label, wholeNumber(min, max), z.int(), options, 'number');

/**
 * A boolean, or the text true/false (query strings and CSV cells); never null. With `text`, the form sends
 * it as that text, for commands that take only the text (docs/behaviour.md#validation's user flags).
 */
export const bool = (
  label: string,
  fallback: boolean,
  options: FieldOptions & { text?: boolean } = {},
): Field<boolean, boolean | 'true' | 'false' | undefined> => ({
  kind: 'bool',
  label,
  required: false,
  input: options.text
    ? flagText
    : z.pipe(
        z.union([z.boolean(), z.enum(['true', 'false'])]),
        z.transform((value) => value === true || value === 'true'),
      ),
  value: z.boolean(),
  default: fallback,
  help: options.help,
  ...(options.text ? { textFlag: true } : {}),
  ...(options.listed === false ? {} : { listType: 'boolean' as const }),
});

/**
 * A password typed in clear: the form checks its length, then sends only its SHA-256 (docs/behaviour.md#validation). Left blank
 * in an edit form, the stored password stays.
 */
export const password = <const O extends FieldOptions = object>(
  label: string,
  options?: O,
): FieldOf<string, O> =>
  build('password', label, passhash, z.string(), { listed: false, ...options }, undefined);

/** An access level of docs/behaviour.md#levels (0-9); the form offers only the levels up to the caller's own. */
export const level = <const O extends FieldOptions = object>(
  label: string,
  options?: O,
): FieldOf<number, O> => build('level', label, access, z.int(), options, 'number');

export const enumOf = <
  const V extends readonly [string, ...string[]],
  const O extends FieldOptions & { default?: V[number]; choosable?: readonly V[number][] } = object,
>(
  label: string,
  values: V,
  options?: O,
): FieldOf<V[number], O> =>
  build('enum', label, z.enum(values), z.enum(values), { values, ...options }, 'enum');

export const date = <const O extends FieldOptions = object>(label: string, options?: O): FieldOf<string, O> =>
  build('date', label, z.iso.date(), z.string(), { placeholder: 'YYYY-MM-DD', ...options }, 'date');

export const datetime = <const O extends FieldOptions = object>(
  label: string,
  options?: O,
): FieldOf<string, O> =>
  build('datetime', label, z.iso.datetime({ offset: true }), z.string(), options, 'date');

/** The id of a record of `resource` in the same account; the server refuses any other id. */
export const ref = <const O extends FieldOptions = object>(
  label: string,
  resource: string,
  options?: O,
): FieldOf<number, O> => build('ref', label, id, z.int(), { ref: resource, ...options }, 'number');

/**
 * The stored original a record claims: the key an upload returned. Sending another key replaces the file
 * behind the record; the server checks the key is the caller's and unclaimed.
 */
export const mediaKeyOf = (label: string): FieldOf<string, { required: true }> =>
  build('text', label, mediaKey, z.string(), { required: true, listed: false }, 'string');

/** An image of the gallery (docs/behaviour.md: `image`, a ref(image)). */
export const image = <const O extends FieldOptions = object>(
  label: string,
  options?: O,
): FieldOf<number, O> => ref(label, 'image', options);

/** Whether a field holds an image of the gallery: forms pick it from the gallery, not from a select. */
export const isImageField = (field: Field): boolean => field.kind === 'ref' && field.ref === 'image';

const tag = z.string().check(z.trim(), z.minLength(1), z.maxLength(TAG_MAX));
// A CSV cell carries tags as one text, separated by ';' or ','.
const splitTags = (value: string | string[]): string[] =>
  typeof value === 'string'
    ? value
        .split(/[;,]/)
        .map((part) => part.trim())
        .filter(Boolean)
    : value;
export const tags = (
  label: string,
  options: FieldOptions = {},
): Field<string[], string[] | string | undefined> => ({
  kind: 'tags',
  label,
  required: false,
  input: z.pipe(
    z.union([z.array(z.string()), z.string()]),
    z.pipe(z.transform(splitTags), z.array(tag).check(z.maxLength(TAGS_MAX))),
  ),
  value: z.array(z.string()),
  default: [],
  help: options.help ?? `Up to ${TAGS_MAX} tags of ${TAG_MAX} characters`,
});

/** A JSON object of texts, numbers and flags, written by the server (a captured form's fields). */
export const json = (
  label: string,
  options: FieldOptions = {},
): Field<Record<string, unknown>, Record<string, string | number | boolean | null> | undefined> => ({
  kind: 'json',
  label,
  required: false,
  input: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  value: z.record(z.string(), z.unknown()),
  default: {},
  ...(options.readOnly ? { readOnly: true } : {}),
});
