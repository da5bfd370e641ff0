import { atom, type ReadableAtom } from 'nanostores';
import { differs, readDraft, removeDraft, writeDraft, type Draft, type DraftStorage } from './drafts.ts';
import type { FormValues } from './form-values.ts';

/** After the last keystroke, how long the form waits before writing the draft. */
export const AUTOSAVE_DELAY_MS = 800;

export type AutosaveStatus =
  | { state: 'idle' }
  | { state: 'saved'; at: number }
  /** The browser refused to store it (storage full or disabled): the user should save for real. */
  | { state: 'failed' };

export interface DraftAutosave {
  $status: ReadableAtom<AutosaveStatus>;
  /** The stored draft when it holds more than `original` (the record as loaded, or a new form's defaults). */
  restorable: (original: FormValues) => Draft | null;
  /** The form changed: write the draft after a pause, or remove it once the form matches `original` again. */
  change: (values: FormValues, original: FormValues, base: string | null) => void;
  /** Saved or discarded: nothing pending, nothing stored. */
  clear: () => void;
  /** The form closes: a pending write happens now rather than never. */
  flush: () => void;
}

export function createDraftAutosave(
  storage: DraftStorage,
  key: string,
  now: () => number = Date.now,
  delay = AUTOSAVE_DELAY_MS,
): DraftAutosave {
  const $status = atom<AutosaveStatus>({ state: 'idle' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: (() => void) | undefined;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };

  return {
    $status,
    restorable(original) {
      const draft = readDraft(storage, key);
      if (!draft) return null;
      // Only the fields the form still has: a draft from an older version of the form keeps the rest.
      const values = { ...original, ...pick(draft.values, Object.keys(original)) };
      return differs(values, original) ? { ...draft, values } : null;
    },
    change(values, original, base) {
      cancel();
      pending = () => {
        pending = undefined;
        if (!differs(values, original)) {
          removeDraft(storage, key);
          $status.set({ state: 'idle' });
          return;
        }
        const at = now();
        $status.set(
          writeDraft(storage, key, { values, savedAt: at, base })
            ? { state: 'saved', at }
            : { state: 'failed' },
        );
      };
      timer = setTimeout(() => pending?.(), delay);
    },
    clear() {
      cancel();
      removeDraft(storage, key);
      $status.set({ state: 'idle' });
    },
    flush() {
      clearTimeout(timer);
      pending?.();
    },
  };
}

const pick = (values: FormValues, names: string[]): FormValues =>
  Object.fromEntries(names.filter((name) => name in values).map((name) => [name, values[name]!]));
