// A plain constructable sheet, not vanilla-extract: that would bring the kit's style registry, which lives
// in the shared runtime chunk that public pages with images only must not load. No <style> either (CSP).
const CSS = `
:host { display: block; max-width: 100%; }
:host([hidden]) { display: none; }
picture, img, [part='placeholder'] { display: block; width: 100%; }
img { height: auto; border-radius: var(--console-image-radius, 0); object-fit: var(--console-image-fit, cover); }
[part='placeholder'] {
  background: var(--console-image-placeholder, #e5e7eb);
  border-radius: var(--console-image-radius, 0);
  min-height: 1rem;
}
[part='error'] {
  margin: 0;
  padding: 0.5rem 0.75rem;
  border: 1px dashed currentColor;
  color: var(--console-image-error-color, #b91c1c);
  font: 0.875rem/1.4 system-ui, sans-serif;
}
`;

let sheet: CSSStyleSheet | undefined;

/** One sheet for every image-delivery on the page. */
export function imageDeliverySheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}
