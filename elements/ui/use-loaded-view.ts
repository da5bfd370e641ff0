import { useState, type ComponentType } from 'react';
import { useTexts } from '../runtime/locale.tsx';
import { commonTexts } from './common-texts.ts';

/**
 * A view whose code is a chunk of its own, opened by a control (a pencil). The code starts loading when
 * the pointer comes over the control or the keyboard focuses it, and the view opens once its code is in:
 * the click shows it at once, never a loading text. (A lazy component shows its fallback first, and React
 * then holds back what replaces it for up to 300 ms: elements/runtime/lazy-loaded.tsx.)
 */
export function useLoadedView<P>(load: () => Promise<ComponentType<P>>) {
  const [View, setView] = useState<ComponentType<P>>();
  const [failed, setFailed] = useState(false);
  const failedText = useTexts(commonTexts).viewLoadFailed;
  const fetchView = () =>
    load().then((view) => {
      setView(() => view);
      return view;
    });
  const start = () => void fetchView().catch(() => undefined);
  return {
    View,
    /** The last open found no code (the network dropped, a deploy replaced the chunk). */
    failed,
    /** What the control then says, in the user's language. */
    failedText,
    /** Props for the control that opens the view. */
    intent: { onPointerEnter: start, onFocus: start },
    /** Runs `then` once the view's code is in; when it cannot be had, sets `failed` and opens nothing. */
    open: (then: () => void) => {
      setFailed(false);
      fetchView().then(then, () => setFailed(true));
    },
  };
}
