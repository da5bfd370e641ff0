import { atom, type ReadableAtom } from 'nanostores';
import { debounceCall, type Timers } from '../api/debounce-call.ts';

export interface ListState<T> {
  items: readonly T[];
  /** True until the first answer, and while a reload runs. */
  loading: boolean;
  /** The last load's failure, shown in place of the list. */
  error: string | null;
}

export interface ListStore<T> {
  $state: ReadableAtom<ListState<T>>;
  /** Loads the list (debounced, docs/protocol.md); a failure's message is kept for the view and shown. */
  load: () => Promise<void>;
  /** Applies a change the API confirmed, without a round trip. */
  update: (change: (items: readonly T[]) => readonly T[]) => void;
}

/** The list half of a connections panel: one load at a time, the message of a failure, local edits. */
export function createListStore<T>(
  fetchList: () => Promise<readonly T[]>,
  failureMessage: (error: unknown) => string,
  showError: (message: string) => void,
  timers?: Timers,
): ListStore<T> {
  const $state = atom<ListState<T>>({ items: [], loading: true, error: null });
  const debounced = debounceCall(fetchList, undefined, timers);

  async function load(): Promise<void> {
    $state.set({ ...$state.get(), loading: true });
    try {
      $state.set({ items: await debounced(), loading: false, error: null });
    } catch (error) {
      const message = failureMessage(error);
      $state.set({ ...$state.get(), loading: false, error: message });
      showError(message);
    }
  }

  const update = (change: (items: readonly T[]) => readonly T[]) =>
    $state.set({ ...$state.get(), items: change($state.get().items) });

  return { $state, load, update };
}
