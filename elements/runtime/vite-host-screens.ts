import type { Rolldown } from 'vite';

/** The sources (not packages) that `roots` reach by static imports. */
function reachedFrom(roots: string[], ctx: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const walk = (id: string): void => {
    if (seen.has(id) || id.includes('/node_modules/')) return;
    seen.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) walk(imported);
  };
  for (const root of roots) walk(ctx.getModuleInfo(root)?.id ?? root);
  return seen;
}

/**
 * A chunk name for the host build (vite.config.ts): `roots` and the sources they import become one chunk
 * `name` (the code the signed-in screens share: the resource screen, the table list and its controller,
 * dialogs, fields) instead of some forty files of a few hundred bytes, which HTTP/1.1's six connections per
 * origin fetched one after another while the list's data request waited behind them (docs/embedding.md,
 * how a screen gets to its first rows quickly). What the sign-in screen loads (`signInRoots` and their
 * imports) stays where it is, so that screen loads no more than before; since the group holds everything
 * its modules import apart from that (and an earlier group's), it never imports a chunk that imports it.
 */
export function signedInChunk(
  name: string,
  roots: string[],
  signInRoots: string[],
): Rolldown.CodeSplittingNameFunction {
  let group: Set<string> | undefined;
  return (id, ctx) => {
    if (!group) {
      const signIn = reachedFrom(signInRoots, ctx);
      group = new Set([...reachedFrom(roots, ctx)].filter((module) => !signIn.has(module)));
    }
    return group.has(id) ? name : null;
  };
}
