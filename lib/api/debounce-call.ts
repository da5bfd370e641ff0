export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export const LIST_DEBOUNCE_MS = 200;

/**
 * Debounces an async call (list calls, docs/protocol.md: 200 ms): only the last call of a burst runs. Superseded
 * calls are not left hanging and not rejected: every promise of the burst settles with the result (or the
 * error) of the call that won, so a list that was asked for twice simply shows the latest answer.
 */
export function debounceCall<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
  ms = LIST_DEBOUNCE_MS,
  timers: Timers = defaultTimers,
): (...args: A) => Promise<R> {
  let handle: unknown;
  let waiting: { resolve: (value: R) => void; reject: (error: unknown) => void }[] = [];
  return (...args: A) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ resolve, reject });
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = timers.setTimeout(() => {
        const burst = waiting;
        waiting = [];
        handle = undefined;
        call(...args).then(
          (value) => burst.forEach((waiter) => waiter.resolve(value)),
          (error: unknown) => burst.forEach((waiter) => waiter.reject(error)),
        );
      }, ms);
    });
}
