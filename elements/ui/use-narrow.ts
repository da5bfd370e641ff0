import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the element is narrower than `width` px: its own width, not the window's, since a panel may be
 * embedded in a sidebar of a wide page.
 */
export function useNarrow(ref: RefObject<HTMLElement | null>, width: number): boolean {
  // A window narrower than `width` holds no element wider: the first render is right on a phone. Laid out
  // as wide first, a list's table stood for a frame where its cards then came, and moved what is below
  // (docs/elements.md, "Nothing moves as it loads"). A media query reads no layout.
  const [narrow, setNarrow] = useState(() => window.matchMedia(`(max-width: ${width - 1}px)`).matches);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    // No reading of the size here: that would lay the page out in the middle of React's commit, and again
    // once the commit is done (about 10 ms of a list's cold load, docs/embedding.md). The observer's first
    // report comes after the browser's own layout and before its paint; flushSync draws the cards in that
    // same frame, so a narrow panel never shows its table first.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) flushSync(() => setNarrow(entry.contentRect.width < width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrow;
}
