import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * Emits a service worker beside the host's page under a fixed name (a worker's address cannot carry a
 * hash: the browser compares it across builds), bundled on its own as one classic script.
 */
export function serviceWorker(entry: string, fileName: string): Plugin {
  return {
    name: 'console-service-worker',
    apply: 'build',
    async generateBundle() {
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        logLevel: 'warning',
      });
      this.emitFile({ type: 'asset', fileName, source: result.outputFiles[0]!.text });
    },
  };
}
