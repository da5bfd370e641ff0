import type { Plugin, Rolldown } from 'vite';

/** The first cycle of static imports between chunks, as the chunks' file names in import order, or none. */
export function chunkCycle(bundle: Rolldown.OutputBundle): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (name: string): string[] | undefined => {
    if (onPath.has(name)) return [...path.slice(path.indexOf(name)), name];
    if (done.has(name)) return undefined;
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk') return undefined;
    path.push(name);
    onPath.add(name);
    for (const imported of chunk.imports) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(name);
    done.add(name);
    return undefined;
  };
  for (const name of Object.keys(bundle)) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return undefined;
}

/**
 * Fails the build when two chunks import each other, directly or through others. A module grouped into a
 * chunk that imports a module of another group made such a pair once, and the browser then ran one chunk's
 * class before the other had defined what it extends: every panel form failed with "Class extends value
 * undefined" while each module on its own was fine (vite.config.ts, the groups' comments). Only a
 * built bundle shows it, so the build refuses to produce one.
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'console-kit:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const cycle = chunkCycle(bundle);
      if (cycle) this.error(`chunks import each other: ${cycle.join(' -> ')} (see vite.config.ts's groups)`);
    },
  };
}
