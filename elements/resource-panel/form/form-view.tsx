import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Resource } from '../../../lib/resources/define.ts';
import type { Field } from '../../../lib/resources/field.ts';
import { formPlan, formTitle } from '../../../lib/resource-views/form-plan.ts';
import type { FormValues } from '../../../lib/resource-views/form-values.ts';
import { $session } from '../../../lib/session/session.ts';
import { Alert } from '../../ui/alert.tsx';
import { SavingOverlay } from '../../ui/saving-overlay.tsx';
import { ConflictMerge } from '../../ui/conflict-merge.tsx';
import { DraftNotice } from './draft-notice.tsx';
import { SecretDialog } from '../dialogs/secret-dialog.tsx';
import { TemplatePreview } from './template-preview.tsx';
import { UnsavedPrompt } from './unsaved-prompt.tsx';
import { confirmLeave, setUnsaved } from '../../../lib/resource-views/unsaved-guard.ts';
import { useRefOptions } from './use-ref-options.ts';
import { RecordLiveNotice } from '../live/record-live-notice.tsx';
import { useRecordLive } from '../live/use-record-live.ts';
import * as styles from '../common/styles.css.ts';
import { createdId } from '../../../lib/resources/record-types.ts';
import { FormActions } from './form-actions.tsx';
import { FormFrame } from './form-frame.tsx';
import { FormSections } from './form-sections.tsx';
import { useFormRecord } from './use-form-record.ts';
import { useFormSave } from './use-form-save.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';
import * as controls from '../../ui/controls.css.ts';

const NO_FIELDS: Record<string, Field> = {};

// Only forms with a rich field (articles) ever load it; they fetch it ahead, so Preview opens at once.
const loadPreview = () => import('../rich-text/record-preview.tsx');
const RecordPreview = lazy(loadPreview);
// A record's History and Revisions load with its edit form only (docs/behaviour.md, "Activity and history").
const RecordTrail = lazy(() => import('../history/record-trail.tsx'));

export interface FormViewProps {
  resource: Resource;
  /** create, edit (with `id`) or one of the definition's named forms. */
  view: string;
  /** Edit this record. */
  id?: number;
  /** Starting values of a new record (the account a super admin's user list shows, a contestant's rodeo). */
  preset?: Record<string, unknown>;
  onDone: (saved: { id: number } | null) => void;
  /** In a modal dialog titled by the form (the task board's cards) instead of a section of the page. */
  inDialog?: boolean;
  /** What the page shows between its title and the form's fields (Edit Image's picture). */
  intro?: ReactNode;
  /** False where the intro has the view's own Delete (Edit Image's, which also removes the file). */
  deletes?: boolean;
}

/**
 * Create, edit and the named forms of any area (docs/behaviour.md#validation's form rules): sections of fields, required marks
 * and maxlength, the schema's messages at each field before sending, the server's refusals at their field
 * after, the saving overlay, and nothing the user typed lost on failure.
 */
export function FormView({
  resource,
  view,
  id,
  preset,
  onDone,
  inDialog = false,
  intro,
  deletes = true,
}: FormViewProps) {
  const titleId = useId();
  const session = useStore($session);
  const t = useTexts(panelTexts);
  // The level is read once: a form does not rebuild itself under the user's hands.
  const [plan] = useState(() => formPlan(resource, view, session.access, t));
  const editing = plan?.editing === true;
  const [banner, setBanner] = useState<string | null>(null);
  const form = useFormRecord(resource, plan, id, preset, setBanner);
  const { record, original, values, setValues, restored, base } = form;
  const [secret, setSecret] = useState<{ value: string; id: number } | null>(null);
  // Cleared on a save, so that the navigation after it goes without a question.
  const [savedValues, setSavedValues] = useState<FormValues | null>(null);
  const unsavedKey = useId();
  const cancel = () => void confirmLeave().then((leave) => leave && onDone(null));
  const fieldNames = useMemo(() => plan?.sections.flatMap((section) => section.fields) ?? [], [plan]);
  const refOptions = useRefOptions(plan?.fields ?? NO_FIELDS, fieldNames);
  const [previewing, setPreviewing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const hasRich = fieldNames.some((name) => plan?.fields[name]?.kind === 'rich');
  useEffect(() => {
    if (hasRich) void loadPreview();
  }, [hasRich]);
  const live = useRecordLive(resource, editing ? id : undefined, base);

  const onSaved = (saved: Record<string, unknown>) => {
    form.settle();
    setSavedValues(values);
    setUnsaved(unsavedKey, false);
    const savedId = createdId(resource, saved);
    if (typeof saved.secret === 'string') setSecret({ value: saved.secret, id: savedId });
    else onDone({ id: savedId });
  };
  const save = useFormSave({ resource, plan, id, form, formRef, fieldNames, setBanner, onSaved });
  const { conflict, saving } = save;

  if (!plan) return <Alert tone="error">{t.noForm({ plural: resource.plural, view })}</Alert>;

  // A record the area keeps read-only (a sent broadcast) shows as it is, with nothing to save.
  const readOnly =
    editing &&
    record !== null &&
    resource.editable?.(record, { id: session.id, access: session.access }) === false;

  const frame = (content: ReactNode) => (
    <FormFrame
      title={formTitle(resource, plan, record, t)}
      titleId={titleId}
      inDialog={inDialog}
      intro={intro}
      onClose={cancel}
    >
      {content}
    </FormFrame>
  );
  if (editing && !original) {
    return frame(
      banner ? (
        <Alert tone="error">{banner}</Alert>
      ) : (
        <p role="status" className={controls.loading}>
          {t.loading}
        </p>
      ),
    );
  }
  const dirty =
    original !== null && values !== savedValues && JSON.stringify(values) !== JSON.stringify(original);
  return frame(
    <>
      <UnsavedPrompt dirty={dirty} unsavedKey={unsavedKey} />
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={save.submit}
        noValidate
        {...(inDialog ? { 'aria-label': plan.title } : { 'aria-labelledby': titleId })}
      >
        {banner && <Alert tone="error">{banner}</Alert>}
        {conflict && (
          <ConflictMerge
            conflict={conflict}
            mine={values}
            label={resource.words.one}
            onApply={save.applyMerge}
          />
        )}
        {editing && !conflict && (
          <RecordLiveNotice
            change={live.change}
            others={live.others}
            label={resource.words.one}
            onReview={() => void save.review()}
          />
        )}
        {readOnly && (
          <Alert tone="info">{resource.readOnlyNote ?? t.cannotChange({ one: resource.words.one })}</Alert>
        )}
        {restored && (
          <DraftNotice
            draft={restored}
            changedSince={editing && restored.base !== null && restored.base !== base}
            onDiscard={form.discardDraft}
          />
        )}
        <FormSections
          plan={plan}
          values={values}
          errors={save.errors}
          disabled={saving || readOnly}
          refOptions={refOptions}
          onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        />
        {resource.preview.length > 0 && <TemplatePreview resource={resource} values={values} />}
        <FormActions
          resource={resource}
          // Said in the view's language as it renders: the plan is made once, maybe before its texts were in.
          submit={plan.editing ? t.saveChanges : plan.submit}
          draftStatus={form.draftStatus}
          saving={saving}
          readOnly={readOnly}
          conflicted={conflict !== null}
          deletable={editing && deletes && !readOnly ? record : null}
          onPreview={hasRich ? () => setPreviewing(true) : null}
          onCancel={cancel}
          onDeleted={() => onDone(null)}
        />
      </form>
      {/* An embed session's scope holds them for its panels' areas (docs/embedding.md). */}
      {editing && id !== undefined && !inDialog && (
        <Suspense fallback={null}>
          <RecordTrail resource={resource} id={id} onRestored={form.reread} />
        </Suspense>
      )}
      {saving && <SavingOverlay />}
      {previewing && (
        <Suspense
          fallback={
            <p role="status" className={controls.loading}>
              {t.loadingPreview}
            </p>
          }
        >
          <RecordPreview resource={resource} values={values} onClose={() => setPreviewing(false)} />
        </Suspense>
      )}
      {secret && (
        <SecretDialog
          secret={secret.value}
          label={resource.words.one}
          onClose={() => onDone({ id: secret.id })}
        />
      )}
    </>,
  );
}
