import type { ComponentType } from 'react';
import { lazyLoaded, type RememberedLoad } from '../elements/runtime/lazy-loaded.tsx';

export const PRELOAD_ERROR_EVENT = 'preload-error';

/**
 * A screen loaded on first use (docs/protocol.md), shown at once when preloaded (elements/runtime/lazy-loaded.tsx).
 * When its code fails to load (a deploy replaced the chunk, the network dropped), the window gets a
 * `preload-error` event with the error, and the error is rethrown for the screen boundary to show.
 */
export function lazyScreen<P extends object>(load: RememberedLoad<{ default: ComponentType<P> }>) {
  const reporting: RememberedLoad<{ default: ComponentType<P> }> = () =>
    load().catch((error: unknown) => {
      window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: { error } }));
      throw error;
    });
  Object.defineProperty(reporting, 'loaded', { get: () => load.loaded });
  return lazyLoaded(reporting, (module) => module.default);
}
