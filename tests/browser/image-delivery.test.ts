import {
  equal,
  loadApi,
  loadKitFile,
  manualTimers,
  mount,
  nextFrames,
  ok,
  removeAll,
  sleep,
  until,
} from './helpers.ts';

// The built element, alone: it must work without the kit's runtime (the API is loaded later, on purpose).
await loadKitFile('image-delivery.js');

type ImageDeliveryElement = HTMLElement & { currentWidth: number };

const KEY = 'Abcdefghijklmnopqrstuvwxyz012345';
// .invalid never resolves: the tests look at what is asked for, not at pixels.
const DOMAIN = 'https://img.invalid';

function setDpr(value: number): void {
  Object.defineProperty(window, 'devicePixelRatio', { value, configurable: true });
}

/** An image-delivery in a box of `width` CSS pixels. */
function place(width: number, attributes = `domain="${DOMAIN}" path="media"`) {
  const box = mount<HTMLDivElement>(
    `<div style="width: ${width}px"><image-delivery image-key="${KEY}" alt="A bull rider" width="1200" height="800" ${attributes}></image-delivery></div>`,
  );
  const element = box.querySelector('image-delivery') as ImageDeliveryElement;
  const widths: number[] = [];
  element.addEventListener('rendition-change', (event) => widths.push((event as CustomEvent).detail.width));
  return { box, element, widths };
}

const part = (element: Element, name: string) =>
  element.shadowRoot?.querySelector<HTMLElement>(`[part="${name}"]`) ?? null;
const img = (element: Element) => part(element, 'image') as HTMLImageElement | null;
const chosen = (element: ImageDeliveryElement) =>
  until(() => element.currentWidth > 0 && element.currentWidth);

/** console[method] calls during `run`. */
async function captured(method: 'error' | 'warn' | 'debug', run: () => Promise<void>): Promise<string[]> {
  const original = console[method];
  const calls: string[] = [];
  console[method] = (...args: unknown[]) =>
    calls.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  try {
    await run();
  } finally {
    console[method] = original;
  }
  return calls;
}

describe('image-delivery (docs/protocol.md, docs/behaviour.md#messages, docs/behaviour.md#limits)', () => {
  afterEach(() => {
    removeAll();
    setDpr(1);
  });

  it('chooses the breakpoint that fits times the device pixel ratio, capped at max-dpr', async () => {
    const cases: [number, number, string, number][] = [
      [300, 1, '', 320],
      [300, 2, '', 640],
      [700, 1, '', 768],
      [700, 3, '', 1536],
      [700, 3, 'max-dpr="3"', 2304],
      [1000, 1.5, '', 2048],
      [1000, 2, 'max-dpr="1"', 1024],
      [2000, 1, '', 1536],
    ];
    for (const [width, dpr, extra, expected] of cases) {
      setDpr(dpr);
      const { element } = place(width, `domain="${DOMAIN}" path="media" ${extra}`);
      equal(await chosen(element), expected, `${width} px at DPR ${dpr} ${extra}`);
      removeAll();
    }
  });

  it('asks for AVIF, then WebP, with a JPEG img of reserved size, lazily', async () => {
    const { element } = place(300);
    await chosen(element);
    const sources = [...(element.shadowRoot?.querySelectorAll('source') ?? [])];
    equal(
      sources.map((source) => [source.type, source.srcset]),
      [
        ['image/avif', `${DOMAIN}/media/${KEY}/320.avif`],
        ['image/webp', `${DOMAIN}/media/${KEY}/320.webp`],
      ],
    );
    const image = img(element)!;
    equal([image.src, image.alt, image.loading], [`${DOMAIN}/media/${KEY}/320.jpg`, 'A bull rider', 'lazy']);
    // 1200 x 800 in a 300 px box: 200 px tall before any byte arrives, so the page does not shift.
    equal(Math.round(image.getBoundingClientRect().height), 200);
  });

  it('re-chooses 100 ms after the last resize, once', async () => {
    const { box, element, widths } = place(300);
    await chosen(element);
    const timers = manualTimers();
    try {
      box.style.width = '600px';
      await nextFrames();
      timers.tick(40);
      box.style.width = '1000px';
      await nextFrames();
      timers.tick(99);
      equal(element.currentWidth, 320, 'still the first choice within the debounce');
      timers.tick(1);
      await until(() => element.currentWidth === 1024);
      timers.tick(1000);
      equal(widths, [320, 1024], 'one choice per settled size');
    } finally {
      timers.restore();
    }
  });

  it('never downloads a smaller rendition after a larger one', async () => {
    const { box, element, widths } = place(1000);
    equal(await chosen(element), 1024);
    box.style.width = '300px';
    await sleep(250);
    equal(element.currentWidth, 1024);
    ok(img(element)!.src.endsWith('/1024.jpg'));
    equal(widths, [1024]);
  });

  it('shows a placeholder and asks for nothing offline', async () => {
    const { element } = place(300, `domain="${DOMAIN}" path="media" env="offline"`);
    const placeholder = await until(() => part(element, 'placeholder') ?? false);
    equal(
      [placeholder.getAttribute('role'), placeholder.getAttribute('aria-label')],
      ['img', 'A bull rider'],
    );
    equal(Math.round(placeholder.getBoundingClientRect().height), 200);
    await sleep(150);
    equal(element.shadowRoot?.querySelectorAll('img, source').length, 0);
    equal(element.currentWidth, 0);
  });

  it('logs each choice in debug', async () => {
    const logs = await captured('debug', async () => {
      const { element } = place(300, `domain="${DOMAIN}" path="media" env="debug"`);
      await chosen(element);
    });
    ok(
      logs.some((line) => line.includes(KEY) && line.includes('"width":320')),
      logs.join('\n'),
    );
  });

  it('shows docs/behaviour.md#messages install errors in place and logs each once', async () => {
    const cases: [string, string][] = [
      ['', 'install options not provided'],
      [
        'domain="img.example.com" path="media"',
        "install domain invalid: 'img.example.com' is not an origin like https://images.example.com",
      ],
      [
        `domain="${DOMAIN}" path="../up"`,
        "install path invalid: '../up' is not a path like media or cdn/images",
      ],
      [
        `domain="${DOMAIN}" path="media" env="staging"`,
        "install env invalid: 'staging' (allowed: debug, offline, production)",
      ],
    ];
    for (const [attributes, message] of cases) {
      const logs = await captured('error', async () => {
        const first = place(300, attributes).element;
        const second = place(300, attributes).element;
        for (const element of [first, second]) {
          equal((await until(() => part(element, 'error') ?? false))?.textContent, message);
          equal(part(element, 'error')?.getAttribute('role'), 'alert');
        }
        await sleep(50);
        equal(first.currentWidth, 0);
      });
      equal(logs, [`image-delivery: ${message}`], 'logged once for both elements');
      removeAll();
    }
  });

  it('renders once after a script sets its attributes one by one, with no error in between', async () => {
    const logs = await captured('error', async () => {
      const element = document.createElement('image-delivery') as ImageDeliveryElement;
      mount('<div style="width: 300px"></div>').append(element);
      element.setAttribute('image-key', KEY);
      element.setAttribute('alt', 'Set from script');
      element.setAttribute('domain', DOMAIN);
      element.setAttribute('path', 'media');
      equal(await chosen(element), 320);
    });
    equal(logs, []);
  });

  it('without alt, warns and shows nothing', async () => {
    const logs = await captured('warn', async () => {
      const element = mount(
        `<image-delivery image-key="${KEY}" domain="${DOMAIN}" path="media"></image-delivery>`,
      );
      await sleep(50);
      equal(element.shadowRoot?.childElementCount, 0);
    });
    ok(logs[0]?.includes('has no alt attribute'), logs.join('\n'));
  });

  it('takes domain and path from configureConsole when its attributes do not say', async () => {
    const { element } = place(300, '');
    await until(() => part(element, 'error') ?? false);
    const { configureConsole } = await loadApi();
    configureConsole({ imageDomain: 'https://cdn.invalid', imagePath: 'rodeo/img' });
    await until(() => img(element)?.src === `https://cdn.invalid/rodeo/img/${KEY}/320.jpg`);
    configureConsole({ imageDomain: undefined, imagePath: undefined });
    await until(() => part(element, 'error') ?? false);
  });

  it('matches custom-elements.json: attributes, parts and custom properties', async () => {
    const manifest = (await (await fetch('/custom-elements.json')).json()) as {
      modules: {
        declarations: {
          tagName: string;
          attributes: { name: string }[];
          cssParts: { name: string }[];
          cssProperties: { name: string; default: string }[];
        }[];
      }[];
    };
    const declaration = manifest.modules
      .flatMap((module) => module.declarations)
      .find((d) => d.tagName === 'image-delivery')!;
    const element = customElements.get('image-delivery') as unknown as { observedAttributes: string[] };
    equal(declaration.attributes.map((a) => a.name).sort(), [...element.observedAttributes].sort());
    const rendered = [
      place(300).element,
      place(300, `domain="${DOMAIN}" path="media" env="offline"`).element,
      place(300, '').element,
    ];
    await until(() => rendered.every((host) => host.shadowRoot!.childElementCount > 0));
    const missing = declaration.cssParts.filter(
      (part) => !rendered.some((host) => host.shadowRoot!.querySelector(`[part~="${part.name}"]`)),
    );
    equal(missing, []);
    const css = rendered[0]!
      .shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText))
      .join('\n');
    const used = [...css.matchAll(/var\((--console-[a-z-]+),\s*([^)]*)\)/g)].map((m) => `${m[1]} ${m[2]}`);
    equal([...new Set(used)].sort(), declaration.cssProperties.map((p) => `${p.name} ${p.default}`).sort());
  });
});
