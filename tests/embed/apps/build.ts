import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/**
 * Builds the React and Vue apps of the embed matrix as any such app would be built: with their own copy
 * of their framework, nothing of the kit (the page loads it from the API's /kit/). Returns the folder
 * holding react-app.js and vue-app.js.
 */
export async function buildApps(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'embed-apps-'));
  await build({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'warn',
    plugins: [react()],
    // The full build of Vue compiles the in-page template.
    resolve: {
      alias: { vue: resolve(import.meta.dirname, '../../../node_modules/vue/dist/vue.esm-bundler.js') },
    },
    define: {
      'process.env.NODE_ENV': '"production"',
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    build: {
      outDir,
      target: 'es2022',
      modulePreload: false,
      emptyOutDir: true,
      rolldownOptions: {
        input: { 'react-app': 'react-app.tsx', 'vue-app': 'vue-app.ts' },
        output: { entryFileNames: '[name].js' },
      },
    },
  });
  return outDir;
}
