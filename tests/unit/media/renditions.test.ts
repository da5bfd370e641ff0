import { describe, expect, it } from 'vitest';
import { isRenditionFormat, isRenditionWidth, RENDITION_WIDTHS } from '../../../lib/media/renditions.ts';

describe('the renditions the server makes', () => {
  it('are the breakpoints times 1, 2 and 3, each once, ascending', () => {
    expect(RENDITION_WIDTHS).toEqual([
      320, 640, 768, 960, 1024, 1280, 1536, 1920, 2048, 2304, 2560, 3072, 3840, 4608,
    ]);
  });

  it('refuse any other width or format', () => {
    expect(isRenditionWidth(1000)).toBe(false);
    expect(isRenditionWidth(640)).toBe(true);
    expect(isRenditionFormat('png')).toBe(false);
    expect(isRenditionFormat('avif')).toBe(true);
  });
});
