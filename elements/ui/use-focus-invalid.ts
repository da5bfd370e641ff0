import { useEffect, useState, type RefObject } from 'react';

/**
 * After a refused submit, focus goes to the first field marked invalid, centred in the view so the sticky
 * header never covers it (docs/behaviour.md#validation); with none marked, to the field `inQuestion` names
 * (a refused sign-in's password). Returns the function that asks for it; the move happens once the marks
 * have rendered.
 */
export function useFocusFirstInvalid(
  form: RefObject<HTMLElement | null>,
  inQuestion?: () => string | null,
): () => void {
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked === 0) return;
    const name = inQuestion?.();
    const first =
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      (name ? form.current?.querySelector<HTMLElement>(`[name="${name}"]`) : null);
    if (!first) return;
    first.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  }, [asked, form]); // eslint-disable-line react-hooks/exhaustive-deps -- inQuestion is read at the move
  return () => setAsked((n) => n + 1);
}
