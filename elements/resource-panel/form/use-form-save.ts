import { validationTexts } from '../../../lib/protocol/validation-texts.ts';
import { setIssueTexts, setMessageTexts } from '../../../lib/protocol/issue-texts.ts';
import { schemaMessageTexts } from '../../../lib/protocol/schema-message-texts.ts';
import { checkTexts } from '../../../lib/forms/check-texts.ts';
import { passwordTooShort } from '../../../lib/forms/validation.ts';
import { useStore } from '@nanostores/react';
import { useState, type FormEvent, type RefObject } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import type { FormPlan } from '../../../lib/resource-views/form-plan.ts';
import { hashPasswords } from '../../../lib/resource-views/hash-passwords.ts';
import { compareWithCurrent, type RecordConflict } from '../../../lib/resource-views/conflict.ts';
import {
  failedChecks,
  issuesByField,
  passwordProblems,
  serverErrorsByField,
  toPayload,
  updateBody,
  type FieldErrors,
  type FormValues,
} from '../../../lib/resource-views/form-values.ts';
import { $session } from '../../../lib/session/session.ts';
import { showFailure } from '../../../lib/feedback/show-failure.ts';
import { showToast } from '../../../lib/toasts/toasts.ts';
import { useFocusFirstInvalid } from '../../ui/use-focus-invalid.ts';
import type { useFormRecord } from './use-form-record.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

interface SaveOptions {
  resource: Resource;
  plan: FormPlan | undefined;
  id: number | undefined;
  form: ReturnType<typeof useFormRecord>;
  formRef: RefObject<HTMLFormElement | null>;
  fieldNames: string[];
  setBanner: (message: string | null) => void;
  onSaved: (saved: Record<string, unknown>) => void;
}

/**
 * Sending a form (docs/behaviour.md#validation): the schema's messages at each field before sending, the
 * server's refusals at their field after, and a colleague's version offered as a merge
 * (docs/behaviour.md#conflicts); nothing the user typed is lost on failure.
 */
export function useFormSave({
  resource,
  plan,
  id,
  form,
  formRef,
  fieldNames,
  setBanner,
  onSaved,
}: SaveOptions) {
  const session = useStore($session);
  const t = useTexts(panelTexts);
  const issueWords = useTexts(validationTexts);
  const checks = useTexts(checkTexts);
  const messageWords = useTexts(schemaMessageTexts);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<RecordConflict | null>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const { record, original, values } = form;

  const refuse = (fields: FieldErrors) => {
    setErrors(fields);
    setBanner(t.correctFields);
    focusFirstInvalid();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!plan) return;
    const changes = toPayload(plan, values, plan.editing ? (original ?? undefined) : undefined);
    const tooShort = passwordProblems(plan, values, passwordTooShort(checks));
    if (Object.keys(tooShort).length) return refuse(tooShort);
    const typed =
      plan.editing && record
        ? updateBody(resource, record, changes, { id: session.id, access: session.access })
        : changes;
    const body = await hashPasswords(plan, typed);
    // The schema's messages in this form's language (lib/protocol/issue-texts.ts).
    setIssueTexts(issueWords);
    setMessageTexts(messageWords);
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
      onSaved(saved);
    } catch (error) {
      const problem = error instanceof ApiError ? error : new ApiError('Error', String(error));
      if (problem.status === 409 && problem.current && original) {
        setConflict(compareWithCurrent(plan, original, values, problem.current));
        return;
      }
      const { fields, rest } = serverErrorsByField(problem.detail ?? problem.message, fieldNames);
      setErrors(fields);
      const message = rest.join('; ') || (Object.keys(fields).length ? t.correctFields : problem.title);
      // The form's failure: its banner and marks, the first marked field focused; no toast besides.
      showFailure(message, (text) => {
        setBanner(text);
        focusFirstInvalid();
      });
    } finally {
      setSaving(false);
    }
  };

  // A colleague's save, offered before this one is sent: the same merge a refused save shows.
  const review = async () => {
    if (!plan?.editing || !original) return;
    const current = await callCommand(commandOf(resource, 'read'), { [resource.idKey]: id });
    setConflict(compareWithCurrent(plan, original, values, current));
  };

  const applyMerge = (merged: FormValues) => {
    if (!conflict) return;
    form.rebase(conflict.current, conflict.theirs, merged);
    setConflict(null);
  };

  return { errors, saving, conflict, submit, review, applyMerge };
}
