import { compareValues, type Conflict } from '../merge/conflict.ts';
import type { FormPlan } from './form-plan.ts';
import { toFormValues, type FormValues } from './form-values.ts';

/** A stale save of a record's form: the comparison, and the record as it is now. */
export interface RecordConflict extends Conflict {
  /** The next save is based on it. */
  current: Record<string, unknown>;
}

/**
 * What a 409 with the stored record means for a form opened with `opened` and holding `mine`
 * (docs/behaviour.md#conflicts): each field the other person changed, and whether the user changed it too.
 */
export function compareWithCurrent(
  plan: FormPlan,
  opened: FormValues,
  mine: FormValues,
  current: Record<string, unknown>,
): RecordConflict {
  // A password is never read back: there is nothing of theirs to show.
  const fields = plan.sections
    .flatMap((section) => section.fields)
    .flatMap((name) => {
      const field = plan.fields[name];
      return field && field.kind !== 'password' ? [{ name, label: field.label }] : [];
    });
  return { ...compareValues(fields, opened, mine, toFormValues(plan, current)), current };
}
