import * as z from 'zod/mini';

// The spec quotes zod 3's wording ('Required', 'Invalid email', ...). zod/mini (4 KB instead of 19 KB in a
// browser bundle) ships no locale, so the messages the spec asks for are defined here, once, for the client
// and the server alike.
export function issueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || (issue.input === null && issue.expected !== 'null')
        ? 'Required'
        : `Expected ${issue.expected}, received ${issue.input === null ? 'null' : typeof issue.input}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Invalid email' : `Invalid ${issue.format}`;
    case 'too_small':
      // An empty required text is 'Required' (docs/behaviour.md#validation); a real minimum keeps its number.
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'Required'
          : `String must contain at least ${issue.minimum} character(s)`;
      if (issue.origin === 'array') return `Array must contain at least ${issue.minimum} element(s)`;
      return `Number must be greater than or equal to ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `String must contain at most ${issue.maximum} character(s)`;
      if (issue.origin === 'array') return `Array must contain at most ${issue.maximum} element(s)`;
      return `Number must be less than or equal to ${issue.maximum}`;
    case 'invalid_value':
      if (issue.input === undefined) return 'Required';
      return `Invalid value, expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_key':
      // A record key's own message ('Invalid metadata key') says more than the generic 'Invalid input'.
      return issue.issues[0]?.message;
    case 'unrecognized_keys':
      return `Unrecognized key(s): ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
}

z.config({ customError: issueMessage });

export { z };
