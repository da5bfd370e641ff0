import type { Rolldown } from 'vite';
import { ICON_MODULE, iconFiles, iconsNamedIn } from './vite-host-icons.ts';

/**
 * A chunk name for the kit build (vite.config.ts): the sources that at least `shared` of the elements'
 * entries import statically (the ui primitives, dialogs, the sign-in gate), outside the elements' own
 * folders and the earlier groups (`inOtherGroup`), and the lucide icons they draw, become one chunk `name`
 * instead of some thirty files of a few hundred bytes. Each file is compressed alone: the thirty weighed
 * half again what one file holding them all does, and a page without preload links fetched them in waves
 * (docs/embedding.md, how a screen gets to its first rows quickly). Icons reach every module through
 * lucide's index, so the sources' imports say which icons an entry draws (as for the host's icons chunk).
 */
export function panelChunk(
  name: string,
  entries: string[],
  shared: number,
  inOtherGroup: (id: string) => boolean,
  barrel: string,
): Rolldown.CodeSplittingNameFunction {
  let group: Set<string> | undefined;
  const reachedFrom = (root: string, ctx: Rolldown.ChunkingContext, fileOf: Map<string, string>) => {
    const sources = new Set<string>();
    const icons = new Set<string>();
    const walk = (id: string): void => {
      if (sources.has(id) || inOtherGroup(id) || id.includes('/node_modules/')) return;
      sources.add(id);
      for (const icon of iconsNamedIn(id, fileOf)) icons.add(icon);
      for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) walk(imported);
    };
    walk(ctx.getModuleInfo(root)?.id ?? root);
    return { sources, icons };
  };
  const sharedBy = (ctx: Rolldown.ChunkingContext): Set<string> => {
    const fileOf = iconFiles(barrel);
    const counts = new Map<string, number>();
    const count = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
    for (const entry of entries) {
      const own = entry.slice(0, entry.lastIndexOf('/') + 1);
      const { sources, icons } = reachedFrom(entry, ctx, fileOf);
      for (const source of sources) if (!source.startsWith(own)) count(source);
      for (const icon of icons) count(`icon:${icon}`);
    }
    return new Set([...counts].filter(([, n]) => n >= shared).map(([key]) => key));
  };
  return (id, ctx) => {
    group ??= sharedBy(ctx);
    const icon = ICON_MODULE.exec(id)?.[1];
    return group.has(icon ? `icon:${icon}` : id) ? name : null;
  };
}
