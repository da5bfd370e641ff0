import { useStore } from '@nanostores/react';
import { Eye, Save, X } from 'lucide-react';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import type { Field } from '../../../lib/resources/field.ts';
import { formPlan } from '../../../lib/resource-views/form-plan.ts';
import { compareWithCurrent, type RecordConflict } from '../../../lib/resource-views/conflict.ts';
import {
  failedChecks,
  fieldShown,
  hashPasswords,
  issuesByField,
  passwordProblems,
  serverErrorsByField,
  toFormValues,
  toPayload,
  updateBody,
  type FieldErrors,
  type FormValues,
} from '../../../lib/resource-views/form-values.ts';
import type { Draft } from '../../../lib/resource-views/drafts.ts';
import { $session } from '../../../lib/session/session.ts';
import { showToast } from '../../../lib/toasts/toasts.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { SavingOverlay } from '../../ui/saving-overlay.tsx';
import { ConflictMerge } from '../../ui/conflict-merge.tsx';
import { DeleteRecord } from '../dialogs/delete-record.tsx';
import { DraftNotice, DraftStatus } from './draft-notice.tsx';
import { FieldInput } from './field-input.tsx';
import { SecretDialog } from '../dialogs/secret-dialog.tsx';
import { TemplatePreview } from './template-preview.tsx';
import { useDraft } from './use-draft.ts';
import { useFocusFirstInvalid } from '../../ui/use-focus-invalid.ts';
import { UnsavedPrompt } from './unsaved-prompt.tsx';
import { confirmLeave, setUnsaved } from '../../../lib/resource-views/unsaved-guard.ts';
import { useRefOptions } from './use-ref-options.ts';
import { RecordLiveNotice } from '../live/record-live-notice.tsx';
import { useRecordLive } from '../live/use-record-live.ts';
import * as styles from '../common/styles.css.ts';
import { createdId } from '../../../lib/resources/record-types.ts';

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
}

/**
 * Create, edit and the named forms of any area (docs/behaviour.md#validation's form rules): sections of fields, required marks
 * and maxlength, the schema's messages at each field before sending, the server's refusals at their field
 * after, the saving overlay, and nothing the user typed lost on failure.
 */
export function FormView({ resource, view, id, preset, onDone, inDialog = false, intro }: FormViewProps) {
  const titleId = useId();
  const session = useStore($session);
  // The level is read once: a form does not rebuild itself under the user's hands.
  const [plan] = useState(() => formPlan(resource, view, session.access));
  const editing = plan?.editing === true;
  const [record, setRecord] = useState<Record<string, unknown> | null>(null);
  const { autosave, status: draftStatus } = useDraft(resource, id);
  // A draft that holds more than the starting values (a new form's defaults, or the record once read) is
  // put back in the form, with a notice that offers to discard it.
  const [restored, setRestored] = useState<Draft | null>(() =>
    plan && !editing ? (autosave?.restorable(toFormValues(plan, preset)) ?? null) : null,
  );
  const [original, setOriginal] = useState<FormValues | null>(() =>
    plan && !editing ? toFormValues(plan, preset) : null,
  );
  const [values, setValues] = useState<FormValues>(
    () => restored?.values ?? (plan ? toFormValues(plan, preset) : {}),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [secret, setSecret] = useState<{ value: string; id: number } | null>(null);
  // Cleared on a save, so that the navigation after it goes without a question.
  const [savedValues, setSavedValues] = useState<FormValues | null>(null);
  const unsavedKey = useId();
  const cancel = () => void confirmLeave().then((leave) => leave && onDone(null));
  const [conflict, setConflict] = useState<RecordConflict | null>(null);
  const fieldNames = useMemo(() => plan?.sections.flatMap((section) => section.fields) ?? [], [plan]);
  const refOptions = useRefOptions(plan?.fields ?? NO_FIELDS, fieldNames);
  const [previewing, setPreviewing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  // Bumped by a restored revision: the form reads the record again.
  const [reads, setReads] = useState(0);
  const hasRich = fieldNames.some((name) => plan?.fields[name]?.kind === 'rich');
  useEffect(() => {
    if (hasRich) void loadPreview();
  }, [hasRich]);

  useEffect(() => {
    if (!plan?.editing) return;
    callCommand(commandOf(resource, 'read'), { [resource.idKey]: id }).then(
      (read) => {
        const formValues = toFormValues(plan, read);
        const draft = autosave?.restorable(formValues) ?? null;
        setRecord(read);
        setOriginal(formValues);
        setValues(draft?.values ?? formValues);
        setRestored(draft);
      },
      (error: Error) => setBanner(error.message),
    );
  }, [resource, plan, id, autosave, reads]);

  // The record's updated_at as read: a draft made from an older version says so when it is restored.
  const base = record ? String(record.updated_at) : null;
  const live = useRecordLive(resource, editing ? id : undefined, base);
  useEffect(() => {
    if (original) autosave?.change(values, original, base);
  }, [values, original, base, autosave]);

  if (!plan) return <Alert tone="error">{`${resource.plural} have no form named "${view}"`}</Alert>;

  const discardDraft = () => {
    autosave?.clear();
    if (original) setValues(original);
    setRestored(null);
  };

  // The merge's result becomes the form's values, based on the stored record: the next save sends it.
  const applyMerge = (merged: FormValues) => {
    if (!conflict) return;
    setRecord(conflict.current);
    setOriginal(conflict.theirs);
    setValues(merged);
    setConflict(null);
  };

  // A colleague's save, offered before this one is sent: the same merge a refused save shows.
  const review = async () => {
    if (!plan.editing || !original) return;
    const current = await callCommand(commandOf(resource, 'read'), { [resource.idKey]: id });
    setConflict(compareWithCurrent(plan, original, values, current));
  };

  const refuse = (fields: FieldErrors) => {
    setErrors(fields);
    setBanner('Please correct the highlighted fields');
    focusFirstInvalid();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = toPayload(plan, values, editing ? (original ?? undefined) : undefined);
    const tooShort = passwordProblems(plan, values);
    if (Object.keys(tooShort).length) return refuse(tooShort);
    const typed =
      editing && record
        ? updateBody(resource, record, changes, { id: session.id, access: session.access })
        : changes;
    const body = await hashPasswords(plan, typed);
    const checked = plan.command.request.safeParse(body);
    if (!checked.success) return refuse(issuesByField(checked.error.issues));
    // The rules across fields (a rodeo ends on or after it starts) on the record as it would be saved.
    const crossed = failedChecks(resource, toPayload(plan, values));
    if (Object.keys(crossed).length > 0) return refuse(crossed);
    setErrors({});
    setBanner(null);
    setSaving(true);
    try {
      const saved = (await callCommand(plan.command, body, { report: false })) as Record<string, unknown>;
      showToast('success', plan.success);
      autosave?.clear();
      setRestored(null);
      setSavedValues(values);
      setUnsaved(unsavedKey, false);
      const savedId = createdId(resource, saved);
      if (typeof saved.secret === 'string') setSecret({ value: saved.secret, id: savedId });
      else onDone({ id: savedId });
    } catch (error) {
      const problem = error instanceof ApiError ? error : new ApiError('Error', String(error));
      if (problem.status === 409 && problem.current && original) {
        setConflict(compareWithCurrent(plan, original, values, problem.current));
        return;
      }
      const { fields, rest } = serverErrorsByField(problem.detail ?? problem.message, fieldNames);
      setErrors(fields);
      const message =
        rest.join('; ') ||
        (Object.keys(fields).length ? 'Please correct the highlighted fields' : problem.title);
      setBanner(message);
      showToast('error', message);
      focusFirstInvalid();
    } finally {
      setSaving(false);
    }
  };

  // A record the area keeps read-only (a sent broadcast) shows as it is, with nothing to save.
  const readOnly =
    editing &&
    record !== null &&
    resource.editable?.(record, { id: session.id, access: session.access }) === false;

  // The native modal dialog traps focus and gives it back to the opener; Escape is the form's Cancel.
  const frame = (content: ReactNode) =>
    inDialog ? (
      <Dialog open title={plan.title} size="lg" onClose={cancel}>
        {content}
      </Dialog>
    ) : (
      <section className={styles.panel} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {plan.title}
        </h1>
        {intro}
        {content}
      </section>
    );
  if (editing && !original) {
    return frame(banner ? <Alert tone="error">{banner}</Alert> : <p role="status">Loading…</p>);
  }
  const dirty =
    original !== null && values !== savedValues && JSON.stringify(values) !== JSON.stringify(original);
  return frame(
    <>
      <UnsavedPrompt dirty={dirty} unsavedKey={unsavedKey} />
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={submit}
        noValidate
        {...(inDialog ? { 'aria-label': plan.title } : { 'aria-labelledby': titleId })}
      >
        {banner && <Alert tone="error">{banner}</Alert>}
        {conflict && (
          <ConflictMerge
            conflict={conflict}
            mine={values}
            label={resource.label.toLowerCase()}
            onApply={applyMerge}
          />
        )}
        {editing && !conflict && (
          <RecordLiveNotice
            change={live.change}
            others={live.others}
            label={resource.words.one}
            onReview={() => void review()}
          />
        )}
        {readOnly && (
          <Alert tone="info">{resource.readOnlyNote ?? `This ${resource.words.one} cannot be changed`}</Alert>
        )}
        {restored && (
          <DraftNotice
            draft={restored}
            changedSince={editing && restored.base !== null && restored.base !== base}
            onDiscard={discardDraft}
          />
        )}
        {plan.sections.map((section) => (
          <fieldset key={section.title} className={styles.section}>
            <legend className={styles.legend}>{section.title}</legend>
            <div className={styles.sectionGrid}>
              {section.fields
                .filter((name) => fieldShown(plan.fields[name]!, values))
                .map((name) => (
                  <FieldInput
                    key={name}
                    name={name}
                    field={plan.fields[name]!}
                    value={values[name] ?? ''}
                    error={errors[name]}
                    disabled={saving || readOnly}
                    options={refOptions[name]}
                    onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
                  />
                ))}
            </div>
          </fieldset>
        ))}
        {resource.preview.length > 0 && <TemplatePreview resource={resource} values={values} />}
        <div className={styles.head}>
          <DraftStatus status={draftStatus} />
          <span className={styles.head}>
            {hasRich && (
              <Button icon={Eye} disabled={saving} onClick={() => setPreviewing(true)}>
                Preview
              </Button>
            )}
            {editing && record && resource.calendar && !readOnly && (
              <DeleteRecord resource={resource} record={record} onDeleted={() => onDone(null)} />
            )}
            <Button icon={X} disabled={saving} onClick={cancel}>
              {readOnly ? 'Close' : 'Cancel'}
            </Button>
            {!readOnly && (
              <Button type="submit" variant="primary" icon={Save} disabled={saving || conflict !== null}>
                {saving ? 'Saving...' : plan.submit}
              </Button>
            )}
          </span>
        </div>
      </form>
      {/* An embed session's scope holds them for its panels' areas (docs/embedding.md). */}
      {editing && id !== undefined && !inDialog && (
        <Suspense fallback={null}>
          <RecordTrail resource={resource} id={id} onRestored={() => setReads((n) => n + 1)} />
        </Suspense>
      )}
      {saving && <SavingOverlay />}
      {previewing && (
        <Suspense fallback={<p role="status">Loading preview…</p>}>
          <RecordPreview resource={resource} values={values} onClose={() => setPreviewing(false)} />
        </Suspense>
      )}
      {secret && (
        <SecretDialog
          secret={secret.value}
          label={resource.label}
          onClose={() => onDone({ id: secret.id })}
        />
      )}
    </>,
  );
}
