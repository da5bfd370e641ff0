import { atom, type WritableAtom } from 'nanostores';

type PrefsStorage = Pick<Storage, 'getItem' | 'setItem'>;

// Looked up on every use: reading window.localStorage itself throws in a sandboxed iframe or with storage
// disabled, and a preference must never break the console.
const pageStorage = (): PrefsStorage | undefined => {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
};

/**
 * An atom whose value survives reloads in localStorage as JSON. A stored value that is not valid JSON or
 * that `accept` refuses (an older shape, a hand edit) counts as absent, and storage that throws (private
 * mode, quota) leaves the atom working in memory.
 */
export function persistentAtom<T>(
  key: string,
  fallback: T,
  accept: (value: unknown) => value is T,
  storage: () => PrefsStorage | undefined = pageStorage,
): WritableAtom<T> {
  let initial = fallback;
  try {
    const text = storage()?.getItem(key);
    const stored: unknown = text == null ? undefined : JSON.parse(text);
    if (accept(stored)) initial = stored;
  } catch {
    // Corrupt or unreadable: keep the fallback.
  }
  const store = atom<T>(initial);
  store.listen((value) => {
    try {
      storage()?.setItem(key, JSON.stringify(value));
    } catch {
      // Not remembered this time; the page keeps the value in memory.
    }
  });
  return store;
}
