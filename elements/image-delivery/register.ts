import { ImageDelivery } from './image-delivery.ts';

// The element's documentation (custom-elements.json, docs/elements.md) is the JSDoc of its class.
if (!customElements.get('image-delivery')) customElements.define('image-delivery', ImageDelivery);

declare global {
  interface HTMLElementTagNameMap {
    'image-delivery': ImageDelivery;
  }
}
