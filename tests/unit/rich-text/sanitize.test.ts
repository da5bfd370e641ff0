import { describe, expect, it } from 'vitest';
import { isAllowedUrl, linkHref, richImageAttributes } from '../../../lib/rich-text/rules.ts';
import { sanitizeRich } from '../../../server/resources/sanitize.ts';
import {
  EDITOR_OUTPUT,
  IMAGE_CASES,
  IMAGE_KEY,
  NEW_TAB_LINK,
  normalise,
  unsafeIn,
  VECTORS,
} from '../../rich-text-cases.ts';

// The browser preview applies the same rules: tests/browser/rich-text-preview.test.ts runs these cases
// through it in Chromium.
describe('rich text on the server (lib/rich-text/rules.ts)', () => {
  it.each(EDITOR_OUTPUT)('keeps what the editor produces: %s', (html) => {
    expect(normalise(sanitizeRich(html))).toBe(html);
  });

  it.each(VECTORS)('leaves nothing that runs: %s', (html) => {
    expect(unsafeIn(sanitizeRich(html))).toBeNull();
  });

  it.each(IMAGE_CASES)('keeps only gallery images with a media key and alt text: %s', (html, kept) => {
    expect(sanitizeRich(html)).toBe(kept ?? '');
  });

  it('gives a new-tab link a safe rel', () => {
    expect(sanitizeRich(NEW_TAB_LINK)).toContain('rel="noopener noreferrer"');
  });

  it('checks URLs by tag and scheme, and turns typed addresses into links', () => {
    expect(isAllowedUrl('mailto:x@example.com')).toBe(true);
    expect(isAllowedUrl(' javascript:alert(1)')).toBe(false);
    expect(isAllowedUrl('java\tscript:alert(1)')).toBe(false);
    expect(isAllowedUrl('//evil.example')).toBe(false);
    expect(isAllowedUrl('/relative')).toBe(true);
    expect(linkHref('example.com/rodeo')).toBe('https://example.com/rodeo');
    expect(linkHref('  https://example.com ')).toBe('https://example.com');
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('')).toBeNull();
  });

  it('reads the attributes a gallery image keeps', () => {
    expect(
      richImageAttributes({ 'image-key': IMAGE_KEY, alt: '', width: '640', height: '0', x: 'y' }),
    ).toEqual({
      'image-key': IMAGE_KEY,
      alt: '',
      width: '640',
    });
    expect(richImageAttributes({ 'image-key': `${IMAGE_KEY}x`, alt: 'a' })).toBeNull();
    expect(richImageAttributes({ 'image-key': IMAGE_KEY })).toBeNull();
  });
});
