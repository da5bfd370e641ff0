import { useEffect, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import type { FormPlan } from '../../../lib/resource-views/form-plan.ts';
import { toFormValues, type FormValues } from '../../../lib/resource-views/form-values.ts';
import type { Draft } from '../../../lib/resource-views/drafts.ts';
import { useDraft } from './use-draft.ts';

/**
 * The values of one form and where they started: a new record's defaults or the record once read, a
 * restored draft put over them, and the draft kept as the user types (docs/elements.md, "Drafts").
 */
export function useFormRecord(
  resource: Resource,
  plan: FormPlan | undefined,
  id: number | undefined,
  preset: Record<string, unknown> | undefined,
  /** Stable (a state setter): a new one would read the record again. */
  onLoadError: (message: string) => void,
) {
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
  // Bumped by a restored revision: the form reads the record again.
  const [reads, setReads] = useState(0);

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
      (error: Error) => onLoadError(error.message),
    );
  }, [resource, plan, id, autosave, reads, onLoadError]);

  // The record's updated_at as read: a draft made from an older version says so when it is restored.
  const base = record ? String(record.updated_at) : null;
  useEffect(() => {
    if (original) autosave?.change(values, original, base);
  }, [values, original, base, autosave]);

  return {
    record,
    original,
    values,
    setValues,
    restored,
    base,
    draftStatus,
    reread: () => setReads((n) => n + 1),
    discardDraft: () => {
      autosave?.clear();
      if (original) setValues(original);
      setRestored(null);
    },
    /** A save went through: the draft is done with. */
    settle: () => {
      autosave?.clear();
      setRestored(null);
    },
    /** A merge's result becomes the form's values, based on the stored record: the next save sends it. */
    rebase: (current: Record<string, unknown>, theirs: FormValues, merged: FormValues) => {
      setRecord(current);
      setOriginal(theirs);
      setValues(merged);
    },
  };
}
