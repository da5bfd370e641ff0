import type { FormPlan } from './form-plan.ts';
import { toFormValues, type FormValues } from './form-values.ts';

/** Whose value a field of a merged form takes (docs/behaviour.md#conflicts). */
export type Side = 'mine' | 'theirs';

/** One field the other person changed since the form was opened. */
export interface ConflictField {
  name: string;
  label: string;
  /** What the form was opened with, what the user has now, what the other person saved. */
  opened: string | boolean;
  mine: string | boolean;
  theirs: string | boolean;
  /** Both changed it, to different values: the user must choose. Otherwise theirs is taken unless told. */
  clash: boolean;
}

/** A stale save's comparison: the fields the other person changed, and their record's form values. */
export interface Conflict {
  fields: ConflictField[];
  theirs: FormValues;
  /** The record as it is now: the next save is based on it. */
  current: Record<string, unknown>;
}

/**
 * What a 409 with the stored record means for a form opened with `opened` and holding `mine`: each field
 * the other person changed, and whether the user changed it too.
 */
export function compareWithCurrent(
  plan: FormPlan,
  opened: FormValues,
  mine: FormValues,
  current: Record<string, unknown>,
): Conflict {
  const theirs = toFormValues(plan, current);
  const fields: ConflictField[] = [];
  for (const section of plan.sections) {
    for (const name of section.fields) {
      const field = plan.fields[name];
      // A password is never read back: there is nothing of theirs to show.
      if (!field || field.kind === 'password' || theirs[name] === opened[name]) continue;
      fields.push({
        name,
        label: field.label,
        opened: opened[name] ?? '',
        mine: mine[name] ?? '',
        theirs: theirs[name] ?? '',
        clash: mine[name] !== opened[name] && mine[name] !== theirs[name],
      });
    }
  }
  return { fields, theirs, current };
}

/** The side each field starts on: a field only they changed takes theirs, a clash keeps the user's. */
export const initialChoices = (conflict: Conflict): Record<string, Side> =>
  Object.fromEntries(conflict.fields.map((field) => [field.name, field.clash ? 'mine' : 'theirs']));

/**
 * The form's values after the merge: every field the other person did not touch keeps what the user typed,
 * the others take the chosen side. The form's "opened" values become theirs, so the next save sends only
 * what differs from the stored record.
 */
export function mergeValues(conflict: Conflict, mine: FormValues, choices: Record<string, Side>): FormValues {
  const merged = { ...mine };
  for (const field of conflict.fields) {
    if (choices[field.name] === 'theirs') merged[field.name] = field.theirs;
  }
  return merged;
}
