// Styles reach shadow roots only as constructable stylesheets: nothing is added to the document, so the
// kit works under a strict CSP (style-src 'self') and no rule leaks into the host page. Every element
// adopts the same sheet objects, so a page with many elements parses each stylesheet once.

const sheets = new Map<string, { sheet: CSSStyleSheet; css: string }>();
const liveRoots = new Set<ShadowRoot>();

/**
 * Called by every compiled `.css.ts` module (see vite-shadow-styles.ts) with its root-relative path as
 * key. Registering a key again replaces the rules in the same sheet, which is how an HMR edit reaches
 * every element already on the page.
 */
export function registerCss(key: string, css: string): void {
  const known = sheets.get(key);
  if (known) {
    if (known.css !== css) known.sheet.replaceSync(css);
    known.css = css;
    return;
  }
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  sheets.set(key, { sheet, css });
  // An element bundle loaded later (or lazily) brings styles that roots already on the page also need.
  for (const root of liveRoots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Gives a shadow root every registered sheet and keeps it up to date until `releaseStyles`. */
export function adoptStyles(root: ShadowRoot): void {
  liveRoots.add(root);
  root.adoptedStyleSheets = [...sheets.values()].map((entry) => entry.sheet);
}

export function releaseStyles(root: ShadowRoot): void {
  liveRoots.delete(root);
}
