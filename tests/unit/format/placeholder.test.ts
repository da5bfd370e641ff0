import { panelTexts } from '../../../elements/resource-panel/texts.ts';
import { describe, expect, it } from 'vitest';
import { placeholderText } from '../../../lib/format/placeholder.ts';

// docs/behaviour.md#validation: a sample value reads as an example, a shape to type stays as it is.
const sample = panelTexts('en').get().sample;

describe('placeholderText', () => {
  it.each([
    ['Cheyenne Frontier Days', 'e.g. Cheyenne Frontier Days'],
    ['WY', 'e.g. WY'],
    ['YYYY-MM-DD', 'YYYY-MM-DD'],
    ['(XXX) XXX-XXXX', '(XXX) XXX-XXXX'],
    ['https://', 'https://'],
  ])('%s -> %s', (given, shown) => expect(placeholderText(given, sample)).toBe(shown));
  it('has none without one', () => expect(placeholderText(undefined, sample)).toBeUndefined());
});
