import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { rebase } from '../../lib/forms/rebase.ts';

/**
 * A form's values, started from the saved ones; when the record is read again at another version (a save
 * refused as stale reloads it), the fields the user left alone take the newly saved values and what was
 * typed stays (docs/behaviour.md#conflicts).
 */
export function useRebasedValues<T extends object>(
  saved: T,
  version: unknown,
): [T, Dispatch<SetStateAction<T>>] {
  const [values, setValues] = useState(saved);
  const opened = useRef({ version, saved });
  useEffect(() => {
    if (opened.current.version === version) return;
    const before = opened.current.saved;
    opened.current = { version, saved };
    setValues((mine) => rebase(before, mine, saved));
  }, [version, saved]);
  return [values, setValues];
}
