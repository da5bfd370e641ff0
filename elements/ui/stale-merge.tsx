import { useState } from 'react';
import { compareValues, flatValues, withFlatValues, type MergeField } from '../../lib/merge/conflict.ts';
import { ConflictMerge } from './conflict-merge.tsx';

export interface StaleMergeProps<T extends object> {
  /** The fields a merge lists, by their path in the values (flatValues), with the form's labels. */
  fields: readonly MergeField[];
  /** The values the form was opened with, what it holds now, and those of the version saved since. */
  opened: T;
  mine: T;
  theirs: T;
  /** What the record is called in the message ('user', 'account'). */
  label: string;
  onApply: (merged: T) => void;
}

/**
 * The merge of a form whose values are not a record's form plan (the profile's forms, a Stripe connection):
 * the same comparison and view as the areas' forms (docs/behaviour.md#conflicts), over the values
 * flattened field by field. Loaded only when a 409 arrives (use-stale-merge.tsx).
 */
export default function StaleMerge<T extends object>({
  fields,
  opened,
  mine,
  theirs,
  label,
  onApply,
}: StaleMergeProps<T>) {
  // Compared once, as the 409 found the form: typing on while it shows does not change what clashed.
  const [conflict] = useState(() =>
    compareValues(fields, flatValues(opened), flatValues(mine), flatValues(theirs)),
  );
  return (
    <ConflictMerge
      conflict={conflict}
      mine={flatValues(mine)}
      label={label}
      onApply={(merged) => onApply(withFlatValues(mine, merged))}
    />
  );
}
