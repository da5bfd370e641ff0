import { createPreviewSanitizer } from '../../lib/rich-text/preview-html.ts';
import {
  EDITOR_OUTPUT,
  GALLERY_IMAGE,
  IMAGE_CASES,
  IMAGE_KEY,
  NEW_TAB_LINK,
  unsafeIn,
  VECTORS,
} from '../rich-text-cases.ts';
import { equal, ok } from './helpers.ts';

// The article preview's sanitiser in a real browser, held to the server's cases (tests/rich-text-cases.ts).
const preview = createPreviewSanitizer(window);

describe('rich text preview (lib/rich-text/preview-html.ts)', () => {
  it('keeps what the editor produces as it is', () => {
    for (const html of EDITOR_OUTPUT) equal(preview(html), html);
  });

  it('leaves nothing that runs, loads or leaves the site', () => {
    for (const html of VECTORS) {
      const out = preview(html);
      equal(unsafeIn(out), null, `${html} -> ${out}`);
    }
  });

  it('keeps only gallery images with a media key and alt text', () => {
    for (const [html, kept] of IMAGE_CASES) equal(preview(html), kept ?? '', html);
  });

  it('points gallery images at the console image source when given one', () => {
    const withSource = createPreviewSanitizer(window, { domain: 'https://img.example', path: 'media' });
    equal(
      withSource(GALLERY_IMAGE),
      `<image-delivery image-key="${IMAGE_KEY}" alt="Bareback rider at the gate" width="2400" height="1600" domain="https://img.example" path="media"></image-delivery>`,
    );
  });

  it('gives a new-tab link a safe rel', () => {
    ok(preview(NEW_TAB_LINK).includes('rel="noopener noreferrer"'));
  });
});
