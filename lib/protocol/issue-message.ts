import type * as z from 'zod/mini';

// What each kind of value is called when a user must enter one (docs/behaviour.md#validation).
const KINDS: Record<string, string> = {
  int: 'a whole number',
  number: 'a number',
  bigint: 'a whole number',
  boolean: 'true or false',
  string: 'text',
  array: 'a list',
  tuple: 'a list',
  date: 'a date',
  object: 'a set of named values',
  record: 'a set of named values',
  file: 'a file',
};
const FORMATS: Record<string, string> = {
  url: 'a web address like https://example.com',
  date: 'a date like 2026-03-14',
  datetime: 'a date and time like 2026-03-14T09:30:00Z',
  time: 'a time like 09:30',
};
const CHECK = 'Check this value';

const items = (n: unknown): string => `${String(n)} ${n === 1 ? 'item' : 'items'}`;

/**
 * Every schema issue as what the user does about it, the same in a form, a CSV import's results and an
 * API 400 detail, where the field's name or label comes before it (docs/behaviour.md#validation). The
 * spec's defaults stay word for word: 'Required' for an empty or missing value, 'Invalid email', and
 * 'String must contain at least N character(s)' for a real minimum length.
 */
export function issueMessage(issue: z.core.$ZodRawIssue): string {
  const missing = issue.input === undefined;
  switch (issue.code) {
    case 'invalid_type':
      if (missing || (issue.input === null && issue.expected !== 'null')) return 'Required';
      return KINDS[issue.expected] ? `Enter ${KINDS[issue.expected]}` : CHECK;
    case 'invalid_format':
      if (issue.format === 'email') return 'Invalid email';
      return FORMATS[issue.format] ? `Enter ${FORMATS[issue.format]}` : CHECK;
    case 'too_small':
      // An empty required text is 'Required' (docs/behaviour.md#validation); a real minimum keeps its number.
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'Required'
          : `String must contain at least ${issue.minimum} character(s)`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Add at least ${items(issue.minimum)}`;
      return issue.inclusive ? `Enter ${issue.minimum} or more` : `Enter more than ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `Use at most ${issue.maximum} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Use at most ${items(issue.maximum)}`;
      return issue.inclusive ? `Enter ${issue.maximum} or less` : `Enter less than ${issue.maximum}`;
    case 'invalid_value':
      return missing ? 'Required' : `Choose one of ${issue.values.map(String).join(', ')}`;
    case 'not_multiple_of':
      return `Enter a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Leave out ${issue.keys.join(', ')}: not accepted here`;
    case 'invalid_key':
      // A record key's own message ('Invalid metadata key') says more than the generic one.
      return issue.issues[0]?.message ?? CHECK;
    default:
      return missing ? 'Required' : CHECK;
  }
}
