/**
 * A title-cased name as it reads inside a sentence (docs/behaviour.md#messages): 'API Keys' -> 'API keys',
 * 'Helpbot FAQs' -> 'helpbot FAQs', 'Ticket Orders' -> 'ticket orders'. A word with two or more capitals
 * is an acronym and keeps them.
 */
export const inSentence = (title: string): string =>
  title
    .split(' ')
    .map((word) => (/[A-Z].*[A-Z]/.test(word) ? word : word.toLowerCase()))
    .join(' ');
