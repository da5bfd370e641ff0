import { Pencil } from 'lucide-react';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Section } from '../ui/section.tsx';
import { useTexts } from '../runtime/locale.tsx';
import { sectionTexts } from './sections-texts.ts';
import { useLoadedView } from '../ui/use-loaded-view.ts';
import * as styles from './styles.css.ts';

export interface EditableSectionProps<P> {
  title: string;
  editing: boolean;
  onEdit: () => void;
  /** Without it the pencil is not offered, and `lockedNote` says why. */
  editable?: boolean;
  lockedNote?: string;
  view: ReactNode;
  /** The edit form's code, a chunk of its own: it loads when the pencil is pointed at or pressed. */
  loadForm: () => Promise<ComponentType<P>>;
  form: (Form: ComponentType<P>) => ReactNode;
}

const FIRST_FIELD = 'input:not([disabled]), textarea:not([disabled]), select:not([disabled])';

/** docs/behaviour.md#screens: a read view whose pencil button swaps in the edit form; the form's own buttons swap back. */
export function EditableSection<P>({
  title,
  editing,
  onEdit,
  editable = true,
  lockedNote,
  view,
  loadForm,
  form,
}: EditableSectionProps<P>) {
  const t = useTexts(sectionTexts);
  const { View: Form, failed, failedText, intent, open } = useLoadedView(loadForm);
  // Saved or cancelled, the keyboard goes back to the pencil it left from, not to the top of the page;
  // opened, it goes to the form's first field, since the pencil it pressed is gone.
  const pencilRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) pencilRef.current?.focus();
    if (!wasEditing.current && editing) formRef.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const pencil = editable && !editing && (
    <Button
      variant="ghost"
      icon={Pencil}
      iconOnly
      label={t.edit({ title })}
      part="edit-button"
      ref={pencilRef}
      onClick={() => open(onEdit)}
      {...intent}
    />
  );
  return (
    <Section title={title} actions={pencil}>
      {failed && !editing && <Alert tone="error">{failedText}</Alert>}
      {editing && Form ? (
        <div ref={formRef} className={styles.formSlot}>
          {form(Form)}
        </div>
      ) : (
        view
      )}
      {!editable && lockedNote && <p className={styles.note}>{lockedNote}</p>}
    </Section>
  );
}
