import { atom } from 'nanostores';
import { setLeaveGuard } from '../routing/navigation.ts';

/**
 * docs/behaviour.md#lists, unsaved changes: while any form holds typed values it has not saved, leaving
 * asks first: a route change or a panel closing through the in-app question below, a reload or a closed
 * tab through the browser's own (beforeunload, whose text browsers no longer let a page choose).
 */
const unsaved = new Set<string>();

/** The question on screen, answered by the form's prompt: true leaves and drops what was typed. */
export const $leaveQuestion = atom<{ answer: (leave: boolean) => void } | null>(null);

const onBeforeUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault();
  // Chromium before 119 asks only when returnValue is set.
  event.returnValue = '';
};

/** Marks a form (by a key of its own) as holding unsaved values, or no longer. */
export function setUnsaved(key: string, dirty: boolean): void {
  const before = unsaved.size;
  if (dirty) unsaved.add(key);
  else unsaved.delete(key);
  if (typeof window === 'undefined' || before === unsaved.size) return;
  if (unsaved.size === 1 && before === 0) window.addEventListener('beforeunload', onBeforeUnload);
  if (unsaved.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
}

export const hasUnsaved = (): boolean => unsaved.size > 0;

/** Whether the user lets what they typed go: at once when nothing is unsaved, else after the question. */
export function confirmLeave(): Promise<boolean> {
  if (!hasUnsaved()) return Promise.resolve(true);
  $leaveQuestion.get()?.answer(false);
  return new Promise((resolve) =>
    $leaveQuestion.set({
      answer: (leave) => {
        $leaveQuestion.set(null);
        if (leave) for (const key of [...unsaved]) setUnsaved(key, false);
        resolve(leave);
      },
    }),
  );
}

setLeaveGuard((go) => hasUnsaved() && (void confirmLeave().then((leave) => leave && go()), true));
