import { MoveHorizontal } from 'lucide-react';
import { useLayoutEffect, useState, type DependencyList, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Icon } from '../icon.tsx';
import { useTexts } from '../../runtime/locale.tsx';
import { uiTexts } from '../texts.ts';
import * as styles from './list.css.ts';

/** Whether the element's content is wider than the element, i.e. it scrolls sideways. */
export function useOverflow(ref: RefObject<HTMLElement | null>, deps: DependencyList): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return setOverflows(false);
    // Measured when the observer reports, after the browser's layout and before its paint, not here in the
    // commit, which would lay the page out once more (elements/ui/use-narrow.ts says why).
    const observer = new ResizeObserver(() =>
      flushSync(() => setOverflows(node.scrollWidth > node.clientWidth + 1)),
    );
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
    // The caller names what changes the content's width (rows, columns); the ref itself never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return overflows;
}

/** Said under a table wider than its frame: scroll bars that only show on touch are easy to miss. */
export function ScrollHint() {
  const t = useTexts(uiTexts);
  return (
    <p className={styles.scrollHint} part="scroll-hint">
      <Icon icon={MoveHorizontal} />
      {t.scrollSideways}
    </p>
  );
}
