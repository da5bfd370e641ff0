import type { ReactNode } from 'react';
import { Dialog } from '../../ui/dialog.tsx';
import * as styles from '../common/styles.css.ts';

interface FormFrameProps {
  title: string;
  titleId: string;
  inDialog: boolean;
  intro?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Where a form is drawn: a section of the page under its title, or a modal dialog titled by it (the task
 * board's cards). The native modal dialog traps focus and gives it back to the opener; Escape is the
 * form's Cancel.
 */
export function FormFrame({ title, titleId, inDialog, intro, onClose, children }: FormFrameProps) {
  return inDialog ? (
    <Dialog open title={title} size="lg" onClose={onClose}>
      {children}
    </Dialog>
  ) : (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {intro}
      {children}
    </section>
  );
}
