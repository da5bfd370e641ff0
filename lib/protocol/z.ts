import * as z from './zod-on-use.ts';
import { ISSUE_TEXTS, issueTexts, type IssueTexts } from './issue-texts.ts';

// zod/mini (4 KB instead of 19 KB in a browser bundle) ships no locale: every message a user may read is
// defined here, once, for the client and the server alike (docs/behaviour.md#validation).

const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

// What a user enters for each kind of value and format (docs/behaviour.md#validation).
const kindText = (texts: IssueTexts, kind: string): string | undefined => {
  const key = `kind${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
  if (kind === 'record') return texts.kindObject;
  return Object.hasOwn(texts, key) ? texts[key as keyof IssueTexts] : undefined;
};

/** A missing or empty value's message, which the server also reads back as the code 'required'. */
export const REQUIRED = ISSUE_TEXTS.required;

/**
 * Every schema issue as what the user does about it, the same in a form, a CSV import's results and an
 * API 400 detail, where the field's label or key comes before it (docs/behaviour.md#validation). The
 * spec's defaults stay word for word: 'Required' for an empty or missing value, 'Invalid email', and
 * 'String must contain at least N character(s)' for a real minimum length.
 */
export function issueMessage(issue: z.core.$ZodRawIssue): string {
  const texts = issueTexts();
  const kind =
    issue.code === 'invalid_type' ? issue.expected : issue.code === 'invalid_format' && issue.format;
  const items = issue.origin === 'array' ? texts.items : issue.origin === 'string' ? texts.characters : '';
  if (issue.input === undefined || (issue.input === null && kind && kind !== 'null')) return texts.required;
  switch (issue.code) {
    case 'too_small':
      // An empty required text or list is 'Required' (docs/behaviour.md#validation); a real minimum keeps its number.
      if (items && Number(issue.minimum) <= 1) return texts.required;
      if (issue.origin === 'string') return fill(texts.minCharacters, { n: Number(issue.minimum) });
      return items
        ? fill(texts.addAtLeast, { n: Number(issue.minimum), items })
        : fill(texts.enterOrMore, { n: Number(issue.minimum) });
    case 'too_big':
      return items
        ? fill(texts.useAtMost, { n: Number(issue.maximum), items })
        : fill(texts.enterOrLess, { n: Number(issue.maximum) });
    case 'invalid_value':
      return fill(texts.chooseOneOf, { values: issue.values.join(', ') });
    case 'unrecognized_keys':
      return fill(texts.leaveOut, { values: issue.keys.join(', ') });
    case 'invalid_key':
      // A record key's own message ('Invalid metadata key') says more than the generic one.
      return issue.issues[0]?.message ?? texts.checkValue;
  }
  if (kind === 'email') return texts.invalidEmail;
  const what = kind ? kindText(texts, kind) : undefined;
  return what ? fill(texts.enter, { kind: what }) : texts.checkValue;
}

z.config({ customError: issueMessage });

export { z };
