import { Pencil } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { preloadOnIntent } from '../runtime/lazy-loaded.tsx';
import { Button } from '../ui/button.tsx';
import { Section } from '../ui/section.tsx';
import * as styles from './styles.css.ts';

export interface EditableSectionProps {
  title: string;
  editing: boolean;
  onEdit: () => void;
  /** Without it the pencil is not offered, and `lockedNote` says why. */
  editable?: boolean;
  lockedNote?: string;
  view: ReactNode;
  /** May be lazy: it shows once its code has loaded, which `preload` starts when the pencil is pointed at. */
  form: ReactNode;
  preload?: () => Promise<unknown>;
}

/** docs/behaviour.md#screens: a read view whose pencil button swaps in the edit form; the form's own buttons swap back. */
export function EditableSection({
  title,
  editing,
  onEdit,
  editable = true,
  lockedNote,
  view,
  form,
  preload,
}: EditableSectionProps) {
  const pencil = editable && !editing && (
    <Button
      variant="ghost"
      icon={Pencil}
      iconOnly
      label={`Edit ${title}`}
      part="edit-button"
      onClick={onEdit}
      {...(preload && preloadOnIntent(preload))}
    />
  );
  return (
    <Section title={title} actions={pencil}>
      {editing ? <Suspense fallback={<p role="status">Loading…</p>}>{form}</Suspense> : view}
      {!editable && lockedNote && <p className={styles.note}>{lockedNote}</p>}
    </Section>
  );
}
