import { Eye, Save, X } from 'lucide-react';
import type { Resource } from '../../../lib/resources/define.ts';
import type { AutosaveStatus } from '../../../lib/resource-views/draft-autosave.ts';
import { Button } from '../../ui/button.tsx';
import { DeleteRecord } from '../dialogs/delete-record.tsx';
import * as styles from '../common/styles.css.ts';
import { DraftStatus } from './draft-notice.tsx';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

interface FormActionsProps {
  resource: Resource;
  submit: string;
  draftStatus: AutosaveStatus;
  saving: boolean;
  readOnly: boolean;
  conflicted: boolean;
  /** The record being edited, when the area deletes from its form (a calendar's events). */
  deletable: Record<string, unknown> | null;
  onPreview: (() => void) | null;
  onCancel: () => void;
  onDeleted: () => void;
}

/** The form's foot: the draft's state, then Preview, Delete, Cancel (Close when read-only) and the save. */
export function FormActions(props: FormActionsProps) {
  const { resource, saving, readOnly, deletable, onPreview } = props;
  const t = useTexts(panelTexts);
  return (
    <div className={styles.head}>
      <DraftStatus status={props.draftStatus} />
      <span className={styles.head}>
        {onPreview && (
          <Button icon={Eye} disabled={saving} onClick={onPreview}>
            {t.preview}
          </Button>
        )}
        {deletable && <DeleteRecord resource={resource} record={deletable} onDeleted={props.onDeleted} />}
        <Button icon={X} disabled={saving} onClick={props.onCancel}>
          {readOnly ? t.close : t.cancel}
        </Button>
        {!readOnly && (
          <Button type="submit" variant="primary" icon={Save} disabled={saving || props.conflicted}>
            {saving ? t.savingDots : props.submit}
          </Button>
        )}
      </span>
    </div>
  );
}
