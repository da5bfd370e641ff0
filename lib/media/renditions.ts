// The one list of what a rendition may be: the element asks only for these, the server makes only these,
// so nobody can make the server render arbitrary sizes.

/** docs/behaviour.md#limits's image breakpoints, in CSS pixels. */
export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export const BREAKPOINT_WIDTHS: readonly number[] = Object.values(IMAGE_BREAKPOINTS);

/** Device pixel ratios renditions are made for; `max-dpr` caps the choice within these. */
export const RENDITION_DPRS: readonly number[] = [1, 2, 3];
/** docs/behaviour.md#limits: max device pixel ratio default 2. */
export const DEFAULT_MAX_DPR = 2;
/** docs/behaviour.md#limits: resize debounce 100 ms. */
export const RESIZE_DEBOUNCE_MS = 100;

/** Best first: the order of the `<source>` elements; jpg is the `<img>` every browser can show. */
export const RENDITION_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];

/** Every width the server renders: each breakpoint times each DPR (320 ... 4608). */
export const RENDITION_WIDTHS: readonly number[] = [
  ...new Set(BREAKPOINT_WIDTHS.flatMap((width) => RENDITION_DPRS.map((dpr) => width * dpr))),
].sort((a, b) => a - b);

export const isRenditionWidth = (width: number): boolean => RENDITION_WIDTHS.includes(width);
export const isRenditionFormat = (format: string): format is RenditionFormat =>
  (RENDITION_FORMATS as readonly string[]).includes(format);

/** Image and file keys are 24 random bytes in base64url: unguessable, and safe in a URL path as they are. */
export const MEDIA_KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** Where the reference server serves renditions; the default image path of an install. */
export const DEFAULT_IMAGE_PATH = 'media';
