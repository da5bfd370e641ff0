// Apart from lib/protocol/z.ts, so that a view sets the words without loading zod.
/**
 * The words of every schema message (docs/behaviour.md#validation), English here and on the server; a page
 * in another language gives its own (lib/protocol/validation-texts.ts) with setIssueTexts before a form checks
 * what was typed. `{n}` is a number, `{items}` the plural noun, `{values}` a list.
 */
export const ISSUE_TEXTS = {
  kindInt: 'a whole number',
  kindNumber: 'a number',
  kindBoolean: 'true or false',
  kindString: 'text',
  kindArray: 'a list',
  kindObject: 'a set of named values',
  kindUrl: 'a web address like https://example.com',
  kindDate: 'a date like 2026-03-14',
  kindDatetime: 'a date and time like 2026-03-14T09:30:00Z',
  required: 'Required',
  minCharacters: 'String must contain at least {n} character(s)',
  addAtLeast: 'Add at least {n} {items}',
  useAtMost: 'Use at most {n} {items}',
  enterOrMore: 'Enter {n} or more',
  enterOrLess: 'Enter {n} or less',
  items: 'items',
  characters: 'characters',
  chooseOneOf: 'Choose one of {values}',
  leaveOut: 'Leave out {values}: not accepted here',
  checkValue: 'Check this value',
  invalidEmail: 'Invalid email',
  enter: 'Enter {kind}',
};

export type IssueTexts = typeof ISSUE_TEXTS;

// zod/mini has one error map for the page: the language of the form that checks next.
let current: IssueTexts = ISSUE_TEXTS;

/** The words the next schema messages are written in (a form in another language sets its own). */
export const setIssueTexts = (next: IssueTexts): void => {
  current = next;
};

/** The words schema messages are written in now (lib/protocol/z.ts). */
export const issueTexts = (): IssueTexts => current;

// Every message a schema says in its own words (said), for tests/unit/i18n/schema-messages.test.ts.
const SAID = new Set<string>();

// The words of those messages in the language of the form that checks next (none: English).
let messages: Record<string, string> = {};

/** The words the schemas' own messages are said in next (lib/protocol/schema-message-texts.ts). */
export const setMessageTexts = (next: Record<string, string>): void => {
  messages = next;
};

/** The English messages the schemas loaded so far say in their own words. */
export const saidMessages = (): readonly string[] => [...SAID];

/**
 * A schema's own message (docs/behaviour.md#validation), as an error that zod asks for when an issue
 * comes up: the words of the form that checks (its language's text keyed by this English, in
 * lib/protocol/schema-message-texts.ts), else the English, which the server always says.
 */
export const said = (english: string): (() => string) => {
  SAID.add(english);
  return () => (Object.hasOwn(messages, english) ? messages[english]! : english);
};
