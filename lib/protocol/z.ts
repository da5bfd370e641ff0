import * as z from 'zod/mini';

// zod/mini (4 KB instead of 19 KB in a browser bundle) ships no locale: every message a user may read is
// defined here, once, for the client and the server alike (docs/behaviour.md#validation).

// What a user enters for each kind of value and format (docs/behaviour.md#validation).
const KINDS: Record<string, string> = {
  int: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  string: 'text',
  array: 'a list',
  object: 'a set of named values',
  record: 'a set of named values',
  url: 'a web address like https://example.com',
  date: 'a date like 2026-03-14',
  datetime: 'a date and time like 2026-03-14T09:30:00Z',
};

/** A missing or empty value's message, which the server also reads back as the code 'required'. */
export const REQUIRED = 'Required';

/**
 * Every schema issue as what the user does about it, the same in a form, a CSV import's results and an
 * API 400 detail, where the field's label or key comes before it (docs/behaviour.md#validation). The
 * spec's defaults stay word for word: 'Required' for an empty or missing value, 'Invalid email', and
 * 'String must contain at least N character(s)' for a real minimum length.
 */
export function issueMessage(issue: z.core.$ZodRawIssue): string {
  const kind =
    issue.code === 'invalid_type' ? issue.expected : issue.code === 'invalid_format' && issue.format;
  const many = issue.origin === 'array' ? ' items' : issue.origin === 'string' ? ' characters' : '';
  if (issue.input === undefined || (issue.input === null && kind && kind !== 'null')) return REQUIRED;
  switch (issue.code) {
    case 'too_small':
      // An empty required text or list is 'Required' (docs/behaviour.md#validation); a real minimum keeps its number.
      if (many && Number(issue.minimum) <= 1) return REQUIRED;
      if (issue.origin === 'string') return `String must contain at least ${issue.minimum} character(s)`;
      return many ? `Add at least ${issue.minimum}${many}` : `Enter ${issue.minimum} or more`;
    case 'too_big':
      return many ? `Use at most ${issue.maximum}${many}` : `Enter ${issue.maximum} or less`;
    case 'invalid_value':
      return `Choose one of ${issue.values.join(', ')}`;
    case 'unrecognized_keys':
      return `Leave out ${issue.keys.join(', ')}: not accepted here`;
    case 'invalid_key':
      // A record key's own message ('Invalid metadata key') says more than the generic one.
      return issue.issues[0]?.message ?? 'Check this value';
  }
  if (kind === 'email') return 'Invalid email';
  return kind && KINDS[kind] ? `Enter ${KINDS[kind]}` : 'Check this value';
}

z.config({ customError: issueMessage });

export { z };
