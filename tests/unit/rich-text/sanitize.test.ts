import { describe, expect, it } from 'vitest';
import { isAllowedUrl, linkHref } from '../../../lib/rich-text/rules.ts';
import { sanitizeRich } from '../../../server/resources/sanitize.ts';
import { EDITOR_OUTPUT, NEW_TAB_LINK, normalise, unsafeIn, VECTORS } from '../../rich-text-cases.ts';

// The browser preview applies the same rules: tests/browser/rich-text-preview.test.ts runs these cases
// through it in Chromium.
describe('rich text on the server (lib/rich-text/rules.ts)', () => {
  it.each(EDITOR_OUTPUT)('keeps what the editor produces: %s', (html) => {
    expect(normalise(sanitizeRich(html))).toBe(html);
  });

  it.each(VECTORS)('leaves nothing that runs: %s', (html) => {
    expect(unsafeIn(sanitizeRich(html))).toBeNull();
  });

  it('gives a new-tab link a safe rel', () => {
    expect(sanitizeRich(NEW_TAB_LINK)).toContain('rel="noopener noreferrer"');
  });

  it('checks URLs by tag and scheme, and turns typed addresses into links', () => {
    expect(isAllowedUrl('a', 'mailto:x@example.com')).toBe(true);
    expect(isAllowedUrl('img', 'mailto:x@example.com')).toBe(false);
    expect(isAllowedUrl('a', ' javascript:alert(1)')).toBe(false);
    expect(isAllowedUrl('a', 'java\tscript:alert(1)')).toBe(false);
    expect(isAllowedUrl('a', '//evil.example')).toBe(false);
    expect(isAllowedUrl('a', '/relative')).toBe(true);
    expect(linkHref('example.com/rodeo')).toBe('https://example.com/rodeo');
    expect(linkHref('  https://example.com ')).toBe('https://example.com');
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('')).toBeNull();
  });
});
