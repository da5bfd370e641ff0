import type { ApiErrorTexts } from './texts.ts';

/**
 * Where the API error display finds the texts of the page's language. English shows no code's text
 * (docs/behaviour.md#messages), so the texts load only with an element shown in another language
 * (elements/runtime/locale.tsx), which fills this: an English page carries none of them.
 */
export const errorTextsSlot: { page?: () => ApiErrorTexts | undefined } = {};
