import { lazy, Suspense, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { MergeField } from '../../lib/merge/conflict.ts';
import { useTexts } from '../runtime/locale.tsx';
import { commonTexts } from './common-texts.ts';
import * as controls from './controls.css.ts';

// The merge view and its comparison load when a stale save's 409 arrives, not with the panel that may need
// them (docs/behaviour.md#conflicts; the panels' size budget, tests/budget/size.ts).
const StaleMerge = lazy(() => import('./stale-merge.tsx'));

export interface StaleMergeState<T extends object> {
  values: T;
  setValues: Dispatch<SetStateAction<T>>;
  /** A merge is showing: the form does not save until it is applied. */
  merging: boolean;
  /** A 409 arrived: `theirs` are the values of the version saved since the form was opened. */
  conflict: (theirs: T) => void;
  /** The merge view, while a conflict waits for Apply; nothing otherwise. */
  view: (fields: readonly MergeField[], label: string) => ReactNode;
}

/**
 * A form's values with a field-by-field merge of a stale save: what the user typed stays until they apply
 * their choices, and the applied result is based on the other person's version (docs/behaviour.md#conflicts).
 */
export function useStaleMerge<T extends object>(saved: T, onApplied?: () => void): StaleMergeState<T> {
  const [values, setValues] = useState(saved);
  const [opened, setOpened] = useState(saved);
  const [theirs, setTheirs] = useState<T | null>(null);
  const { loading } = useTexts(commonTexts);
  return {
    values,
    setValues,
    merging: theirs !== null,
    conflict: setTheirs,
    view: (fields, label) =>
      theirs && (
        <Suspense
          fallback={
            <p role="status" className={controls.loading}>
              {loading}
            </p>
          }
        >
          <StaleMerge
            fields={fields}
            opened={opened}
            mine={values}
            theirs={theirs}
            label={label}
            onApply={(merged) => {
              setValues(merged as T);
              setOpened(theirs);
              setTheirs(null);
              onApplied?.();
            }}
          />
        </Suspense>
      ),
  };
}
