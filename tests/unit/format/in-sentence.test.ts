import { describe, expect, it } from 'vitest';
import { inSentence } from '../../../lib/format/in-sentence.ts';
import { DEFINITIONS } from '../../../lib/resources/registry.ts';

// docs/behaviour.md#messages: names inside a sentence keep their acronyms.
describe('inSentence', () => {
  it.each([
    ['API Keys', 'API keys'],
    ['Helpbot FAQs', 'helpbot FAQs'],
    ['Ticket Orders', 'ticket orders'],
    ['Contact', 'contact'],
  ])('%s -> %s', (title, words) => expect(inSentence(title)).toBe(words));

  it("gives every area its words and an empty text that keeps them ('No API keys found...')", () => {
    const apiKey = DEFINITIONS.find((resource) => resource.name === 'api_key')!;
    expect(apiKey.words).toEqual({ one: 'API key', many: 'API keys' });
    expect(apiKey.emptyText).toBe('No API keys found...');
    const faq = DEFINITIONS.find((resource) => resource.name === 'helpbot_faq')!;
    expect(faq.emptyText).toBe('No helpbot FAQs found...');
  });
});
