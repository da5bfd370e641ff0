import { atom, onMount, type ReadableAtom } from 'nanostores';

/**
 * The account named by the page's own host, for the header before anyone signs in (docs/behaviour.md#what-the-console-does). Asked once
 * per page when first shown; any failure (no site token, an old server) just leaves the network's name.
 * The request is handed in, so the shell can load the API client only when it asks.
 */
export function createSiteAccountName(
  fetchName: (domain: string) => Promise<string | null>,
  hostname: () => string,
): ReadableAtom<string | null> {
  const $name = atom<string | null>(null);
  let asked = false;
  onMount($name, () => {
    if (asked) return;
    asked = true;
    const domain = hostname();
    if (domain)
      fetchName(domain).then(
        (name) => $name.set(name),
        () => undefined,
      );
  });
  return $name;
}
