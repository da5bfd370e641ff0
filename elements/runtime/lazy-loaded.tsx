import { lazy, useState, type ComponentType } from 'react';

/** A module loader that asks once and remembers the module once it has arrived. */
export interface RememberedLoad<M> {
  (): Promise<M>;
  loaded?: M;
}

export function rememberLoad<M>(load: () => Promise<M>): RememberedLoad<M> {
  let pending: Promise<M> | undefined;
  const remembered: RememberedLoad<M> = () =>
    (pending ??= load().then(
      (module) => (remembered.loaded = module),
      (error: unknown) => {
        // A failed load (a network drop, a replaced chunk) is tried again by the next caller.
        pending = undefined;
        throw error;
      },
    ));
  return remembered;
}

/**
 * React.lazy that does not suspend when the module is already there (preloaded with the route, docs/embedding.md):
 * a lazy component always suspends on its first render, and React 19 holds the reveal of suspended content
 * for up to 300 ms after the last fallback it showed, so a screen whose code and data were both in waited
 * that long before its first rows. An instance keeps the component it started with, so it never remounts.
 */
export function lazyLoaded<M, P extends object>(
  load: RememberedLoad<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function LazyLoaded(props: P) {
    const [loaded] = useState(() => load.loaded);
    const View = loaded ? pick(loaded) : Lazy;
    return <View {...props} />;
  };
}
