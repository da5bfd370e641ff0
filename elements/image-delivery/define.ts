import { ImageDelivery } from './image-delivery.ts';

/**
 * `<image-delivery>`: a responsive image from the media server (DESIGN.md, Media), without React.
 *
 * @attr {string} image-key - the image's key (required).
 * @attr {string} alt - the text alternative (required; alt="" marks a decorative image).
 * @attr {number} width - intrinsic width, with height reserving the space before the image loads.
 * @attr {number} height - intrinsic height.
 * @attr {string} domain - origin of the renditions; else configureConsole({ imageDomain }).
 * @attr {string} path - path under the domain; else configureConsole({ imagePath }).
 * @attr {string} env - debug (logs each choice), offline (a placeholder, no requests) or production.
 * @attr {number} max-dpr - the highest device pixel ratio to fetch for (2).
 * @attr {string} loading - lazy (default) or eager.
 * @prop {number} currentWidth - the width of the rendition shown (read-only).
 * @fires rendition-change - a (larger) rendition was chosen; detail `{ width, breakpoint, dpr, cssWidth, url }`.
 * @csspart picture - the picture. @csspart image - the img. @csspart placeholder - offline placeholder.
 * @csspart error - an install error shown in place.
 * @cssprop --console-image-radius - corner radius. @cssprop --console-image-fit - object-fit (cover).
 * @cssprop --console-image-placeholder - placeholder background. @cssprop --console-image-error-color
 */
if (!customElements.get('image-delivery')) customElements.define('image-delivery', ImageDelivery);

declare global {
  interface HTMLElementTagNameMap {
    'image-delivery': ImageDelivery;
  }
}
