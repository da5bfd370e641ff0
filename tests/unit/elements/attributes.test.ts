// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { attributeName, parseAttribute, reflectProperty } from '../../../elements/runtime/attributes.ts';

describe('element attributes', () => {
  it('names the attribute of a camelCase prop in kebab-case', () => {
    expect(attributeName('autoCloseDelay')).toBe('auto-close-delay');
    expect(attributeName('open')).toBe('open');
  });

  it('reads a boolean as present or absent, as HTML does', () => {
    expect(parseAttribute('boolean', '')).toBe(true);
    expect(parseAttribute('boolean', 'open')).toBe(true);
    expect(parseAttribute('boolean', null)).toBeUndefined();
  });

  it('reads numbers, treating unparsable text as absent', () => {
    expect(parseAttribute('number', '250')).toBe(250);
    expect(parseAttribute('number', ' 1.5 ')).toBe(1.5);
    expect(parseAttribute('number', '')).toBeUndefined();
    expect(parseAttribute('number', 'soon')).toBeUndefined();
  });

  it('reads strings as given, the empty one included; a removed attribute is undefined', () => {
    expect(parseAttribute('string', '')).toBe('');
    expect(parseAttribute('string', '/api')).toBe('/api');
    expect(parseAttribute('string', null)).toBeUndefined();
  });

  it('reflects properties to attributes', () => {
    const element = document.createElement('div');
    reflectProperty(element, 'open', 'boolean', true);
    expect(element.getAttribute('open')).toBe('');
    reflectProperty(element, 'open', 'boolean', false);
    expect(element.hasAttribute('open')).toBe(false);
    reflectProperty(element, 'auto-close-delay', 'number', 300);
    expect(element.getAttribute('auto-close-delay')).toBe('300');
    reflectProperty(element, 'auto-close-delay', 'number', undefined);
    expect(element.hasAttribute('auto-close-delay')).toBe(false);
    reflectProperty(element, 'api-base', 'string', '/api');
    reflectProperty(element, 'api-base', 'string', null);
    expect(element.hasAttribute('api-base')).toBe(false);
  });
});
