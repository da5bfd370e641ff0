import { lazy, type ComponentType } from 'react';

export const PRELOAD_ERROR_EVENT = 'preload-error';

/**
 * A screen loaded on first use (docs/protocol.md). When its code fails to load (a deploy replaced the chunk, the
 * network dropped), the window gets a `preload-error` event with the error, and the error is rethrown
 * for the screen boundary to show.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: { error } }));
      throw error;
    }),
  );
}
