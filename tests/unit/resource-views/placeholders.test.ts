import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholderNames } from '../../../lib/resource-views/placeholders.ts';

describe('message prompt placeholders (docs/behaviour.md#areas: a preview with sample values)', () => {
  it('lists the names used, once each, in order', () => {
    expect(placeholderNames('Hi {{first_name}}, see {{ rodeo_name }} — {{first_name}}!')).toEqual([
      'first_name',
      'rodeo_name',
    ]);
  });

  it('fills known names with samples and marks unknown ones, leaving other braces alone', () => {
    expect(fillPlaceholders('Hi {{first_name}} at {{ venue }}: {{mystery}} {not_one} {{1bad}}')).toBe(
      'Hi Casey at Frontier Park Arena: [mystery] {not_one} {{1bad}}',
    );
  });

  it('never resolves a name through the prototype', () => {
    expect(fillPlaceholders('{{constructor}} {{__proto__}}')).toBe('[constructor] [__proto__]');
  });
});
