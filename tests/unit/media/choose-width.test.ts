import { describe, expect, it } from 'vitest';
import { breakpointFor, chooseWidth, renditionDpr } from '../../../lib/media/choose-width.ts';
import { isRenditionWidth } from '../../../lib/media/renditions.ts';

describe('the rendition width for an element (docs/behaviour.md#limits)', () => {
  it.each([
    [1, 320],
    [320, 320],
    [321, 640],
    [700, 768],
    [1000, 1024],
    [1280, 1280],
    [1400, 1536],
    [4000, 1536],
  ])('an element %i px wide takes the %i breakpoint', (cssWidth, breakpoint) => {
    expect(breakpointFor(cssWidth)).toBe(breakpoint);
  });

  it.each([
    // device DPR, max-dpr, rendition DPR
    [1, 2, 1],
    [1.25, 2, 2],
    [2, 2, 2],
    [3, 2, 2],
    [3, 3, 3],
    [4, 5, 3],
    [2, 1, 1],
    [2, 1.5, 1],
    [0, 2, 1],
    [Number.NaN, Number.NaN, 1],
  ])('DPR %d with max-dpr %d renders at %d', (device, max, dpr) => {
    expect(renditionDpr(device, max)).toBe(dpr);
  });

  it('multiplies the breakpoint by the capped DPR, default cap 2', () => {
    expect(chooseWidth({ cssWidth: 300, devicePixelRatio: 2 })).toEqual({
      width: 640,
      breakpoint: 320,
      dpr: 2,
    });
    expect(chooseWidth({ cssWidth: 700, devicePixelRatio: 3 }).width).toBe(1536);
    expect(chooseWidth({ cssWidth: 700, devicePixelRatio: 3, maxDpr: 3 }).width).toBe(2304);
    expect(chooseWidth({ cssWidth: 2000, devicePixelRatio: 1 }).width).toBe(1536);
  });

  it('never goes below a rendition already shown', () => {
    expect(chooseWidth({ cssWidth: 300, devicePixelRatio: 1, shown: 1024 }).width).toBe(1024);
    expect(chooseWidth({ cssWidth: 1200, devicePixelRatio: 1, shown: 1024 }).width).toBe(1280);
  });

  it('only ever asks for widths the server renders', () => {
    for (let cssWidth = 1; cssWidth <= 3000; cssWidth += 37) {
      for (const devicePixelRatio of [0.5, 1, 1.5, 2, 2.625, 3, 4]) {
        for (const maxDpr of [1, 2, 3, 8]) {
          expect(isRenditionWidth(chooseWidth({ cssWidth, devicePixelRatio, maxDpr }).width)).toBe(true);
        }
      }
    }
  });
});
