import { dirname, posix } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** Every chunk `file` imports statically, directly or through other chunks. */
function importsOf(file: string, bundle: Rolldown.OutputBundle): Set<string> {
  const seen = new Set<string>();
  const walk = (name: string): void => {
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk') return;
    for (const imported of chunk.imports) {
      if (seen.has(imported) || imported === file) continue;
      seen.add(imported);
      walk(imported);
    }
  };
  walk(file);
  return seen;
}

/**
 * Makes every chunk of the kit that a page or a lazy import loads first import all the chunks it needs, not only those it uses directly, as Rollup
 * does by default (`hoistTransitiveImports`, which Rolldown lacks). A page that embeds a panel has no
 * `<link rel="modulepreload">` of ours, and a library build's lazy imports preload nothing: without this a
 * browser found a chunk's imports only once it had parsed the chunk that imports them, one wave after
 * another (a list view's fifty files in four waves). With it, an element and each view it loads take one
 * wave for themselves and one for all they need (docs/embedding.md, how a screen gets to its first rows
 * quickly). The added imports come last and name only chunks the earlier ones already reach, so the order
 * in which modules run is unchanged.
 */
export function hoistImports(): Plugin {
  return {
    name: 'console-kit:hoist-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        // A chunk that only others import is reached through them, which list its imports already.
        if (chunk.type !== 'chunk' || !(chunk.isEntry || chunk.isDynamicEntry)) continue;
        const direct = new Set(chunk.imports);
        const hoisted = [...importsOf(chunk.fileName, bundle)].filter((file) => !direct.has(file));
        if (!hoisted.length) continue;
        const from = dirname(chunk.fileName);
        const paths = hoisted.map((file) => {
          const path = posix.relative(from, file);
          return path.startsWith('.') ? path : `./${path}`;
        });
        chunk.code += '\n' + paths.map((path) => `import"${path}";`).join('');
        chunk.imports.push(...hoisted);
      }
    },
  };
}
