import type { FormValues } from '../resource-views/form-values.ts';

/** Whose value a field of a merged form takes (docs/behaviour.md#conflicts). */
export type Side = 'mine' | 'theirs';

/** A field a merge may list: its name in the form's values and the label the form shows. */
export interface MergeField {
  name: string;
  label: string;
}

/** One field the other person changed since the form was opened. */
export interface ConflictField extends MergeField {
  /** What the form was opened with, what the user has now, what the other person saved. */
  opened: string | boolean;
  mine: string | boolean;
  theirs: string | boolean;
  /** Both changed it, to different values: the user must choose. Otherwise theirs is taken unless told. */
  clash: boolean;
}

/** A stale save's comparison: the fields the other person changed, and their version's form values. */
export interface Conflict {
  fields: ConflictField[];
  theirs: FormValues;
}

/**
 * What a 409 means for a form opened with `opened` and holding `mine`, given the values of the version
 * saved since: each of `fields` the other person changed, and whether the user changed it too.
 */
export function compareValues(
  fields: readonly MergeField[],
  opened: FormValues,
  mine: FormValues,
  theirs: FormValues,
): Conflict {
  const changed: ConflictField[] = [];
  for (const { name, label } of fields) {
    if (theirs[name] === opened[name]) continue;
    changed.push({
      name,
      label,
      opened: opened[name] ?? '',
      mine: mine[name] ?? '',
      theirs: theirs[name] ?? '',
      clash: mine[name] !== opened[name] && mine[name] !== theirs[name],
    });
  }
  return { fields: changed, theirs };
}

/** The side each field starts on: a field only they changed takes theirs, a clash keeps the user's. */
export const initialChoices = (conflict: Conflict): Record<string, Side> =>
  Object.fromEntries(conflict.fields.map((field) => [field.name, field.clash ? 'mine' : 'theirs']));

/**
 * The form's values after the merge: every field the other person did not touch keeps what the user typed,
 * the others take the chosen side.
 */
export function mergeValues(conflict: Conflict, mine: FormValues, choices: Record<string, Side>): FormValues {
  const merged = { ...mine };
  for (const field of conflict.fields) {
    if (choices[field.name] === 'theirs') merged[field.name] = field.theirs;
  }
  return merged;
}

/**
 * A form's values with groups (a phone's number, label and switch) as one flat record, each field named by
 * its path ('primary.phone'), so that a merge lists and takes each of them on its own.
 */
export function flatValues(values: object, prefix = ''): FormValues {
  const flat: FormValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && typeof value === 'object')
      Object.assign(flat, flatValues(value, `${prefix}${key}.`));
    else if (typeof value === 'string' || typeof value === 'boolean') flat[`${prefix}${key}`] = value;
  }
  return flat;
}

/** `values` with each field of a flat record put back at its path: the inverse of flatValues. */
export function withFlatValues<T extends object>(values: T, flat: FormValues): T {
  const next = structuredClone(values) as Record<string, unknown>;
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split('.');
    const last = keys.pop()!;
    let group = next;
    for (const key of keys) group = group[key] as Record<string, unknown>;
    group[last] = value;
  }
  return next as T;
}
