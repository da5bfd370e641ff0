import { readFileSync } from 'node:fs';
import type { Rolldown } from 'vite';

export const ICON_MODULE = /\/lucide-react\/dist\/esm\/icons\/([a-z0-9-]+)\.m?js$/;
const LUCIDE_IMPORT = /import\s*{([^}]*)}\s*from\s*'lucide-react'/g;

const BARREL_EXPORT = /export {([^}]*)} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g;

/** lucide's component names (and their aliases: CircleAlert) to its file names (circle-exclamation-point). */
export function iconFiles(barrel: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of readFileSync(barrel, 'utf8').matchAll(BARREL_EXPORT)) {
    for (const name of names.split(',')) files.set(name.replace(/^\s*default as\s+/, '').trim(), file);
  }
  return files;
}

/** The file names of the lucide icons one source imports (`fileOf`: iconFiles). */
export function iconsNamedIn(id: string, fileOf: Map<string, string>): string[] {
  if (id.includes('/node_modules/') || !/\.tsx?$/.test(id)) return [];
  return [...readFileSync(id, 'utf8').matchAll(LUCIDE_IMPORT)].flatMap(([, names = '']) =>
    names.split(',').flatMap((name) => {
      const [component = ''] = name
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      const file = fileOf.get(component);
      return file ? [file] : [];
    }),
  );
}

/** The lucide icons that the sources reachable from `roots` by static imports name. */
function iconsDrawnFrom(roots: string[], ctx: Rolldown.ChunkingContext, barrel: string): Set<string> {
  const fileOf = iconFiles(barrel);
  const icons = new Set<string>();
  const seen = new Set<string>();
  const walk = (id: string): void => {
    if (seen.has(id) || id.includes('/node_modules/') || !/\.tsx?$/.test(id)) return;
    seen.add(id);
    for (const icon of iconsNamedIn(id, fileOf)) icons.add(icon);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) walk(imported);
  };
  for (const root of roots) walk(root);
  return icons;
}

/**
 * A chunk name for the host build (vite.config.ts): the icons the signed-in screens draw form one chunk,
 * not a file each, except those the sign-in screen (`roots`: the entry and the sign-in form) draws, which
 * stay with it so that screen loads no more than before. Icons reach every module through lucide's index,
 * so the graph cannot tell who draws which: the sources' imports say it.
 */
export function signedInIcons(roots: string[], barrel: string): Rolldown.CodeSplittingNameFunction {
  let signIn: Set<string> | undefined;
  return (id, ctx) => {
    const icon = ICON_MODULE.exec(id)?.[1];
    if (!icon) return null;
    signIn ??= iconsDrawnFrom(
      roots.map((root) => ctx.getModuleInfo(root)?.id ?? root),
      ctx,
      barrel,
    );
    return signIn.has(icon) ? null : 'icons';
  };
}
