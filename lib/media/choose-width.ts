import { BREAKPOINT_WIDTHS, DEFAULT_MAX_DPR, RENDITION_DPRS } from './renditions.ts';

export interface WidthInput {
  /** The element's rendered width in CSS pixels. */
  cssWidth: number;
  devicePixelRatio: number;
  /** The `max-dpr` attribute; DEFAULT_MAX_DPR when absent or not a number. */
  maxDpr?: number;
  /** The widest rendition already shown: a choice never goes below it (no smaller download after a larger). */
  shown?: number;
}

export interface WidthChoice {
  width: number;
  breakpoint: number;
  dpr: number;
}

const smallestDpr = RENDITION_DPRS[0]!;

/**
 * The DPR renditions are made for: the device's, capped at max-dpr, rounded up to a rendered DPR (a 1.5x
 * screen gets 2x, sharper rather than blurred) unless that would exceed the cap.
 */
export function renditionDpr(devicePixelRatio: number, maxDpr = DEFAULT_MAX_DPR): number {
  const cap = Number.isFinite(maxDpr) && maxDpr > 0 ? maxDpr : DEFAULT_MAX_DPR;
  const wanted = Math.min(
    Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1,
    cap,
  );
  const allowed = RENDITION_DPRS.filter((dpr) => dpr <= Math.max(cap, smallestDpr));
  return allowed.find((dpr) => dpr >= wanted) ?? allowed[allowed.length - 1]!;
}

/** The smallest breakpoint at least as wide as the element, else the largest (docs/behaviour.md#limits). */
export const breakpointFor = (cssWidth: number): number =>
  BREAKPOINT_WIDTHS.find((width) => width >= cssWidth) ?? BREAKPOINT_WIDTHS[BREAKPOINT_WIDTHS.length - 1]!;

/** The rendition width for an element of this size on this screen. */
export function chooseWidth(input: WidthInput): WidthChoice {
  const breakpoint = breakpointFor(input.cssWidth);
  const dpr = renditionDpr(input.devicePixelRatio, input.maxDpr);
  return { width: Math.max(breakpoint * dpr, input.shown ?? 0), breakpoint, dpr };
}
