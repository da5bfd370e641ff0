import { z } from './z.ts';
import { said } from './issue-texts.ts';

/**
 * Text may hold tabs and line breaks, never the other C0 controls or DEL: PostgreSQL refuses NUL in text
 * outright (a 500 if it got that far), and the rest are invisible in every view (docs/security.md
 * "Bad input and uploads"). The server's input layer applies the same rule to every string it is sent.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTERS_MESSAGE = 'Control characters (such as NUL) are not allowed';

export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTERS.test(text);

/** The check every text schema carries. */
export const noControlCharacters = z.refine<string>((text) => !hasControlCharacters(text), {
  error: said(CONTROL_CHARACTERS_MESSAGE),
});

/** A string without control characters: the base of the shared text schemas. */
export const plainText = () => z.string().check(noControlCharacters);
