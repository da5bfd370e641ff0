import type * as ConsoleApi from '../../elements/kit/console-api.ts';

/** Loads a file of the built kit. The URL is computed so that no tool resolves or bundles it ahead. */
export const loadKitFile = (file: string): Promise<unknown> =>
  import(new URL(`/dist/kit/${file}`, location.href).href);

export const loadApi = () => loadKitFile('console-api.js') as Promise<typeof ConsoleApi>;

export class AssertionError extends Error {}

export function ok(value: unknown, message = 'expected a truthy value'): asserts value {
  if (!value) throw new AssertionError(message);
}

/** Deep equality as JSON, which is enough for the texts, numbers and plain objects asserted here. */
export function equal<T>(actual: T, expected: T, message = ''): void {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== e) throw new AssertionError(`${message ? `${message}: ` : ''}expected ${e}, got ${a}`);
}

// The page's own timers, kept before any test takes them over with `manualTimers`: polling and sleeping
// must go on in real time while an element's debounce is driven by hand.
const realSetTimeout = window.setTimeout.bind(window);
const realClearTimeout = window.clearTimeout.bind(window);

/** React 19 renders asynchronously: poll until `check` passes (returns without throwing, not false). */
export async function until<T>(check: () => T, timeoutMs = 3000): Promise<Exclude<T, false>> {
  const started = performance.now();
  for (;;) {
    try {
      const result = check();
      if (result !== false) return result as Exclude<T, false>;
      if (performance.now() - started > timeoutMs) throw new AssertionError('condition stayed false');
    } catch (error) {
      if (performance.now() - started > timeoutMs) throw error;
    }
    await new Promise((resolve) => realSetTimeout(resolve, 20));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));

/** Two frames: a style change has been laid out and its ResizeObserver callbacks delivered. */
export const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

export interface ManualTimers {
  /** Moves the fake clock on, running each timer that falls due, in order. */
  tick: (ms: number) => void;
  restore: () => void;
}

/**
 * Takes over setTimeout and clearTimeout, so a test drives a debounce or an idle delay by hand instead of
 * racing it with real sleeps on a machine of unknown speed. Code that kept its own reference at load (React's
 * scheduler, mocha) keeps real time.
 */
export function manualTimers(): ManualTimers {
  let now = 0;
  let nextId = 1;
  const due = new Map<number, { at: number; run: () => void }>();
  window.setTimeout = ((run: () => void, ms = 0) => {
    due.set(nextId, { at: now + Math.max(0, ms), run });
    return nextId++;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => void due.delete(id ?? 0)) as typeof window.clearTimeout;
  return {
    tick(ms) {
      const until = now + ms;
      for (;;) {
        const [id, timer] = [...due].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
        if (id === undefined || !timer || timer.at > until) break;
        due.delete(id);
        now = timer.at;
        timer.run();
      }
      now = until;
    },
    restore() {
      window.setTimeout = realSetTimeout as typeof window.setTimeout;
      window.clearTimeout = realClearTimeout;
    },
  };
}

/** Adds an element from markup to the page; `removeAll` takes it away again after the test. */
export function mount<E extends Element = HTMLElement>(html: string): E {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const element = template.content.firstElementChild as E;
  document.body.append(element);
  return element;
}

export const removeAll = () => document.body.replaceChildren();

/** A node inside the element's shadow root; throws when it is not there (yet). */
export function inShadow<E extends Element = HTMLElement>(host: Element, selector: string): E {
  const found = host.shadowRoot?.querySelector<E>(selector);
  if (!found) throw new AssertionError(`nothing matches ${selector} in the shadow root`);
  return found;
}

export const text = (host: Element, selector: string) => inShadow(host, selector).textContent?.trim();
