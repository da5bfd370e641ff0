import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

// vanilla-extract compiles each `.css.ts` into a module with a side-effect import of a virtual CSS file.
const VANILLA_CSS_IMPORT = /^import\s*(["'])([^"']+)\.vanilla\.css\1;?/gm;

/**
 * Sends vanilla-extract styles into shadow roots instead of the document (STACK.md): each side-effect
 * import of a `*.vanilla.css` module becomes a `?inline` import (the CSS as a string, no asset, no
 * `<style>`) handed to the style registry under the source file's root-relative path. A build path would
 * differ between machines and make the key, and so the output, unstable.
 */
export function shadowStyles(
  registryModule = 'elements/runtime/style-registry.ts',
  /** The project root, when Vite's root is a sub-folder (the host app builds from host-app/). */
  projectRoot?: string,
): Plugin {
  let root = projectRoot ?? process.cwd();
  let serving = false;
  return {
    name: 'console-kit:shadow-styles',
    // After vanilla-extract's own transform has produced the imports to rewrite.
    enforce: 'post',
    configResolved(config) {
      root = projectRoot ?? config.root;
      serving = config.command === 'serve';
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!file.endsWith('.css.ts')) return null;
      let count = 0;
      const rewritten = code.replace(VANILLA_CSS_IMPORT, (match, _quote, source: string) => {
        // vanilla-extract names the file by its absolute path; a root-relative id is taken as such.
        const file = source.startsWith(root) ? source : join(root, source);
        const key = relative(root, file).replaceAll('\\', '/');
        // The host app's own styles are for its light-DOM screens: they stay document CSS. What they
        // import from the kit (the theme) belongs to the shadow roots like everywhere else.
        if (key.startsWith('host-app/')) return match;
        const name = `__shadowCss${count++}`;
        return `import ${name} from ${JSON.stringify(`${source}.vanilla.css?inline`)};
registerCss(${JSON.stringify(key)}, ${name});`;
      });
      if (count === 0) return null;
      const registry = JSON.stringify(resolve(root, registryModule));
      // In dev the module accepts its own update: it re-runs, and registerCss swaps the rules in place.
      const hot = serving ? '\nif (import.meta.hot) import.meta.hot.accept();' : '';
      return { code: `import { registerCss } from ${registry};\n${rewritten}${hot}`, map: null };
    },
  };
}
