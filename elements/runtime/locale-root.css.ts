import { style } from '@vanilla-extract/css';

// The element's lang and dir sit on a box of their own inside the shadow root, never on the host, whose
// attributes are the page's (docs/embedding.md, language and direction): it adds no box to the layout.
export const localeRoot = style({ display: 'contents' });
