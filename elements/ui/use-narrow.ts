import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is narrower than `width` px: its own width, not the window's, since a panel may be
 * embedded in a sidebar of a wide page.
 */
export function useNarrow(ref: RefObject<HTMLElement | null>, width: number): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    setNarrow(node.getBoundingClientRect().width < width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setNarrow(entry.contentRect.width < width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrow;
}
