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
 * Property sites carry many of these, so it is the kit's one element without React: a plain custom element
 * of about 2.7 KB gzip with everything it imports, which loads neither the kit's runtime nor its API chunk
 * (`npm run size` checks both).
 *
 * Entry: `dist/kit/image-delivery.js` (or `dist/kit/console-kit.js`).
 *
 * ### Behaviour
 *
 * - **Width.** The smallest docs/behaviour.md#limits breakpoint (320, 640, 768, 1024, 1280, 1536 CSS px) at least as wide as the
 *   element's rendered width (1536 beyond), times the device pixel ratio capped at `max-dpr` and rounded up
 *   to 1, 2 or 3 (a 1.5x screen gets 2x) unless that passes the cap. Example: 300 px on a 2x phone asks
 *   for 640. The widths and DPRs live in `lib/media/renditions.ts`, which the server also uses to refuse
 *   any other width.
 * - **Resize.** The first size is used at once; later sizes (ResizeObserver) settle for 100 ms first. A
 *   rendition smaller than the one shown is never requested: shrinking keeps the larger image.
 * - **URLs.** `{domain}/{path}/{image-key}/{width}.{avif|webp|jpg}`, e.g.
 *   `https://www.example.com/media/Xp3…Q/640.webp`. The reference server serves them at `/media/`.
 * - **Layout.** `width` and `height` (the intrinsic size) go on the `<img>`, whose CSS is `width: 100%;
 *   height: auto`: the browser reserves the box before a byte arrives, so the page does not shift. The
 *   element is `display: block`; give it (or its container) the width it should take.
 * - **Loading.** `loading="lazy"` by default: the browser fetches images below the fold as they come near.
 *   Use `loading="eager"` for the main image of the first screen.
 * - **Install errors** (docs/behaviour.md#messages) are shown in place of the image (`part="error"`, `role="alert"`) and logged
 *   once per page with `console.error`: `install options not provided` (neither domain nor path, from the
 *   attributes or `configureConsole`), `install domain invalid: '…'` (an origin like
 *   `https://images.example.com` is expected), `install path invalid: '…'`, and
 *   `install env invalid: '…' (allowed: debug, offline, production)`. A missing or malformed `image-key` is
 *   shown the same way.
 * - **Alt text is required.** Without an `alt` attribute the element logs a warning and shows nothing;
 *   `alt=""` marks a decorative image.
 * - **env.** `production` (default); `debug` logs every choice with `console.debug` (key, rendered width,
 *   DPR, breakpoint, width); `offline` shows a placeholder box (`role="img"`, the alt text as its label,
 *   the aspect ratio of width/height) and makes no request.
 * - **Page-wide defaults.** Without `domain` or `path` attributes it takes `imageDomain` and `imagePath`
 *   from `configureConsole()` of `console-api.js`/`console-kit.js`, and follows later calls. It reads them
 *   from a tiny page-wide registry (`lib/media/page-config.ts`, on a `Symbol.for()` key) that the kit's API
 *   entry keeps in step with the configuration store, so the element never loads the stores or React.
 *
 * ### Example
 *
 * ```html
 * <script type="module" src="https://console.example.com/kit/image-delivery.js"></script>
 * <image-delivery
 *   image-key="rXgFEntWUdcfRy_lRDgvhc86bFGgAraC"
 *   alt="The arena at dusk, before the first go-round"
 *   width="2400"
 *   height="1600"
 *   domain="https://console.example.com"
 *   path="media"
 *   style="max-width: 40rem; --console-image-radius: 0.5rem"
 * ></image-delivery>
 * ```
 *
 * @summary One image of a public page (docs/protocol.md and docs/behaviour.md#limits), as a `<picture>` of AVIF and WebP sources and a JPEG
 * `<img>`, at the width that fits it on this screen.
 * @attr {string} image-key - The image's key, from its upload (required).
 * @attr {string} alt - The text alternative (required); `""` for a decorative image.
 * @attr {number} width - Intrinsic width, to reserve the space.
 * @attr {number} height - Intrinsic height.
 * @attr {string} domain - Origin of the renditions; else `configureConsole({ imageDomain })`.
 * @attr {string} path - Path under the domain (`media` on the reference API); else `configureConsole({ imagePath })`.
 * @attr {'debug' | 'offline' | 'production'} [env=production] - See Behaviour.
 * @attr {number} [max-dpr=2] - Highest device pixel ratio to fetch for (up to 3).
 * @attr {'lazy' | 'eager'} [loading=lazy] - Native lazy loading.
 * @prop {number} [currentWidth=0] - The width of the rendition shown (read-only; 0 before the first choice).
 * @fires {CustomEvent<{ width: number; breakpoint: number; dpr: number; cssWidth: number; url: string }>} rendition-change - A rendition (the first, or a larger one) was chosen; `url` is the JPEG's.
 * @csspart picture - The `<picture>`.
 * @csspart image - The `<img>`.
 * @csspart placeholder - The offline placeholder.
 * @csspart error - An install error shown in place.
 * @cssprop [--console-image-radius=0] - Corner radius of the image and placeholder.
 * @cssprop [--console-image-fit=cover] - `object-fit` of the image.
 * @cssprop [--console-image-placeholder=#e5e7eb] - The offline placeholder's background.
 * @cssprop [--console-image-error-color=#b91c1c] - An install error's text and border.
 */
export class ImageDelivery extends HTMLElement {
  static observedAttributes = ATTRIBUTES;

  #root = Object.assign(this.attachShadow({ mode: 'open' }), { adoptedStyleSheets: [imageDeliverySheet()] });
  #options: InstallOptions | undefined;
  #key = '';
  #shown = 0;
  #cssWidth = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #picture: { sources: HTMLSourceElement[]; img: HTMLImageElement } | undefined;
  #stopConfig: (() => void) | undefined;
  #observer = new ResizeObserver(([entry]) => this.#resized(entry?.contentRect.width ?? 0));

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

  // The first size is used at once; later widths settle for RESIZE_DEBOUNCE_MS first (docs/behaviour.md#limits). Height
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
