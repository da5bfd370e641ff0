import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useId } from 'react';

// Toasts must show once per page, whichever elements it embeds: the shell when there is one, otherwise the
// first panel mounted. Each mounted element claims; the highest priority, then the earliest, shows them.
interface Claim {
  id: string;
  priority: number;
}

const $claims = atom<readonly Claim[]>([]);

const ownerOf = (claims: readonly Claim[]): string | undefined =>
  claims.reduce<Claim | undefined>(
    (best, claim) => (!best || claim.priority > best.priority ? claim : best),
    undefined,
  )?.id;

/** True while this element is the one that renders the page's toasts. */
export function useToastOwnership(priority: number): boolean {
  const id = useId();
  useEffect(() => {
    $claims.set([...$claims.get(), { id, priority }]);
    return () => $claims.set($claims.get().filter((claim) => claim.id !== id));
  }, [id, priority]);
  return ownerOf(useStore($claims)) === id;
}
