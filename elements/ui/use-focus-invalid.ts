import { useEffect, useState, type RefObject } from 'react';

/**
 * After a refused submit, focus goes to the first field marked invalid, centred in the view so the sticky
 * header never covers it (docs/behaviour.md#validation). Returns the function that asks for it; the move
 * happens once the marks have rendered.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>): () => void {
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  }, [asked, form]);
  return () => setAsked((n) => n + 1);
}
