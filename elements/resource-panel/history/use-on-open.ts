import { useEffect, useState } from 'react';

/** Loads once, when its section is first opened; `key` starts it again (after a restore). */
export function useOnOpen<T>(open: boolean, load: () => Promise<T>, key: number) {
  const [state, setState] = useState<{ data?: T; error?: string }>({});
  useEffect(() => {
    if (!open) return;
    let live = true;
    load().then(
      (data) => live && setState({ data }),
      (error: Error) => live && setState({ error: error.message }),
    );
    return () => {
      live = false;
    };
    // `load` is rebuilt on each render; `key` says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, key]);
  return state;
}
