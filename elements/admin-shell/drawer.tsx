import { useEffect, useRef, type ReactNode } from 'react';
import { useTexts } from '../runtime/locale.tsx';
import * as styles from './shell.css.ts';
import { shellTexts } from './texts.ts';

/**
 * The sidebar below 640 px: a modal <dialog> sliding over the page. The browser keeps focus inside it
 * and closes it on Escape; a click on the backdrop closes it too; focus returns to the menu button.
 */
export function Drawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = useTexts(shellTexts);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = (dialog.getRootNode() as ShadowRoot).activeElement as HTMLElement | null;
    dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-label={t.mainMenu}
      part="drawer"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
