import { chooseWidth } from '../../lib/media/choose-width.ts';
import {
  checkInstallOptions,
  isImageKey,
  renditionUrl,
  type InstallOptions,
} from '../../lib/media/install-options.ts';
import { onPageImageConfig, readPageImageConfig } from '../../lib/media/page-config.ts';
import { RENDITION_FORMATS, RESIZE_DEBOUNCE_MS } from '../../lib/media/renditions.ts';
import { imageDeliverySheet } from './styles.ts';

const ATTRIBUTES = ['image-key', 'alt', 'width', 'height', 'domain', 'path', 'env', 'max-dpr', 'loading'];
const TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

// One line per distinct problem per page: a gallery of fifty misconfigured images logs it once.
const logged = new Set<string>();
function logOnce(log: (message: string) => void, message: string): void {
  if (logged.has(message)) return;
  logged.add(message);
  log(`image-delivery: ${message}`);
}

function make<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), properties);
}

/**
 * `<image-delivery>`: one image of a public page, as a `<picture>` of AVIF, WebP and JPEG renditions at
 * the SPEC 9 width that fits its rendered size on this screen. No React: pages carry many of these.
 * docs/elements.md has its attributes, properties, events, parts and custom properties.
 */
export class ImageDelivery extends HTMLElement {
  static observedAttributes = ATTRIBUTES;

  #root = this.attachShadow({ mode: 'open' });
  #options: InstallOptions | undefined;
  #key = '';
  #shown = 0;
  #cssWidth = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #picture: { sources: HTMLSourceElement[]; img: HTMLImageElement } | undefined;
  #stopConfig: (() => void) | undefined;
  #observer = new ResizeObserver(([entry]) => this.#resized(entry?.contentRect.width ?? 0));

  constructor() {
    super();
    this.#root.adoptedStyleSheets = [imageDeliverySheet()];
  }

  /** The width of the rendition shown (0 before the first choice, or when nothing is requested). */
  get currentWidth(): number {
    return this.#picture ? this.#shown : 0;
  }

  connectedCallback(): void {
    this.#stopConfig = onPageImageConfig(() => this.#scheduleRender());
    this.#observer.observe(this);
    this.#scheduleRender();
  }

  disconnectedCallback(): void {
    this.#stopConfig?.();
    this.#observer.disconnect();
    clearTimeout(this.#timer);
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.#scheduleRender();
  }

  #renderQueued = false;

  // Attributes arrive one callback each (nine at upgrade, or a script's setAttribute calls): render once
  // after them all, so no half-set element renders, or logs, an error in between.
  #scheduleRender(): void {
    if (this.#renderQueued) return;
    this.#renderQueued = true;
    queueMicrotask(() => {
      this.#renderQueued = false;
      if (this.isConnected) this.#render();
    });
  }

  #render(): void {
    const page = readPageImageConfig();
    const check = checkInstallOptions({
      domain: this.getAttribute('domain') ?? page.imageDomain,
      path: this.getAttribute('path') ?? page.imagePath,
      env: this.getAttribute('env'),
    });
    const key = this.getAttribute('image-key');
    const alt = this.getAttribute('alt');
    if (key !== this.#key) this.#shown = 0;
    this.#key = key ?? '';
    this.#picture = undefined;
    this.#options = check.ok ? check.options : undefined;
    if (!check.ok) return this.#showError(check.message);
    if (!isImageKey(key)) return this.#showError(`image-key '${key ?? ''}' is missing or not an image key`);
    if (alt === null) {
      // An image without alt text breaks screen readers; alt="" is the way to mark one as decorative.
      logOnce(
        console.warn,
        `image ${key} has no alt attribute (use alt="" for a decorative image); not shown`,
      );
      return this.#root.replaceChildren();
    }
    const width = this.getAttribute('width') ?? '';
    const height = this.getAttribute('height') ?? '';
    if (check.options.env === 'offline') {
      const placeholder = make('div', { role: 'img', ariaLabel: alt });
      placeholder.setAttribute('part', 'placeholder');
      if (Number(width) > 0 && Number(height) > 0) placeholder.style.aspectRatio = `${width} / ${height}`;
      return this.#root.replaceChildren(placeholder);
    }
    const sources = (['avif', 'webp'] as const).map((format) => make('source', { type: TYPES[format] }));
    const loading = this.getAttribute('loading') === 'eager' ? 'eager' : 'lazy';
    const img = make('img', { alt, loading, decoding: 'async' });
    img.setAttribute('part', 'image');
    if (width) img.setAttribute('width', width);
    if (height) img.setAttribute('height', height);
    const picture = make('picture');
    picture.setAttribute('part', 'picture');
    picture.append(...sources, img);
    this.#root.replaceChildren(picture);
    this.#picture = { sources, img };
    const shown = this.#shown;
    this.#shown = 0;
    if (this.#cssWidth > 0) this.#choose(shown);
  }

  #showError(message: string): void {
    logOnce(console.error, message);
    const error = make('p', { role: 'alert', textContent: message });
    error.setAttribute('part', 'error');
    this.#root.replaceChildren(error);
  }

  // The first size is used at once; later widths settle for RESIZE_DEBOUNCE_MS first (SPEC 9). Height
  // changes (the image arriving) are not resizes. Choosing never runs inside the observer's callback,
  // whose layout changes would make the browser report a ResizeObserver loop.
  #resized(cssWidth: number): void {
    if (cssWidth === this.#cssWidth) return;
    this.#cssWidth = cssWidth;
    clearTimeout(this.#timer);
    if (cssWidth <= 0) return;
    const delay = this.#shown === 0 ? 0 : RESIZE_DEBOUNCE_MS;
    this.#timer = setTimeout(() => this.#choose(this.#shown), delay);
  }

  #choose(shown: number): void {
    const options = this.#options;
    const picture = this.#picture;
    if (!options || !picture) return;
    const choice = chooseWidth({
      cssWidth: this.#cssWidth,
      devicePixelRatio: window.devicePixelRatio,
      maxDpr: Number(this.getAttribute('max-dpr') ?? undefined),
      shown,
    });
    if (options.env === 'debug') {
      console.debug('image-delivery', this.#key, {
        cssWidth: this.#cssWidth,
        devicePixelRatio: window.devicePixelRatio,
        ...choice,
      });
    }
    if (choice.width === this.#shown) return;
    this.#shown = choice.width;
    const url = (format: (typeof RENDITION_FORMATS)[number]) =>
      renditionUrl(options, this.#key, choice.width, format);
    picture.sources.forEach((source, index) => (source.srcset = url(RENDITION_FORMATS[index]!)));
    picture.img.src = url('jpg');
    this.dispatchEvent(
      new CustomEvent('rendition-change', {
        bubbles: true,
        composed: true,
        detail: { ...choice, cssWidth: this.#cssWidth, url: picture.img.src },
      }),
    );
  }
}
