import type { ErrorCode, ErrorParams } from '../../lib/protocol/error-codes.ts';
import { REQUIRED } from '../../lib/protocol/z.ts';
import { ApiFailure } from './failure.ts';

interface Issue {
  code?: string;
  path: PropertyKey[];
  message: string;
  errors?: Issue[][];
  origin?: string;
  format?: string;
  maximum?: unknown;
  minimum?: unknown;
  expected?: string;
  values?: unknown[];
  keys?: string[];
}

// A union reports only 'Invalid input'; the branch that got past the type check (the array branch of a
// filter value, say) says what is actually wrong, so its issues are reported instead.
function explain(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || !issue.errors) return [issue];
  const telling = issue.errors
    .flat()
    .filter((inner) => inner.code !== 'invalid_type' && inner.code !== 'invalid_union');
  if (telling.length === 0) return [issue];
  return telling.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }));
}

/** Schema issues as one line naming each field and its problem, for a 400 packet's detail. */
export const issuesText = (issues: readonly Issue[]): string =>
  issues
    .flatMap(explain)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');

// By what the limit counts: a text's characters, a list's items, else a number's value.
const LIMIT_CODES: Record<'too_big' | 'too_small', Record<string, ErrorCode>> = {
  too_big: { string: 'too_long', array: 'too_many' },
  too_small: { string: 'too_short', array: 'too_few' },
};

// One issue as a stable code and its values (docs/protocol.md, errors). The message already tells a
// missing value from the rest (lib/protocol/z.ts): that is the one fact a finished issue no longer holds.
function issueCode(issue: Issue): { code: ErrorCode; params: ErrorParams } {
  const field = issue.path.join('.');
  const params: ErrorParams = { field };
  if (issue.message === REQUIRED) return { code: 'required', params };
  switch (issue.code) {
    case 'too_big':
    case 'too_small': {
      const limit = issue.code === 'too_big' ? issue.maximum : issue.minimum;
      const code = LIMIT_CODES[issue.code][issue.origin ?? ''] ?? issue.code;
      return { code, params: { ...params, [issue.code === 'too_big' ? 'max' : 'min']: Number(limit) } };
    }
    case 'invalid_format':
      return issue.format === 'email'
        ? { code: 'invalid_email', params }
        : { code: 'invalid_format', params: { ...params, format: String(issue.format) } };
    case 'invalid_type':
      return { code: 'invalid_type', params: { ...params, expected: String(issue.expected) } };
    case 'invalid_value':
      return { code: 'invalid_choice', params: { ...params, values: (issue.values ?? []).join(', ') } };
    case 'unrecognized_keys':
      return { code: 'unknown_field', params: { ...params, keys: (issue.keys ?? []).join(', ') } };
  }
  return { code: 'invalid_value', params };
}

/** A request that fails its schema: every issue in the detail, the first one's code and values beside it. */
export function invalidInput(issues: readonly Issue[]): ApiFailure {
  const [first] = issues.flatMap(explain);
  return new ApiFailure(400, 'Bad Request', issuesText(issues), first ? issueCode(first) : {});
}
