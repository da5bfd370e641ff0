import { readdirSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { shadowStyles } from './elements/runtime/vite-shadow-styles.ts';

const root = import.meta.dirname;

// One entry per element: every folder elements/<tag> with a define.ts becomes dist/kit/<tag>.js.
const elementEntries = Object.fromEntries(
  readdirSync(resolve(root, 'elements'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(resolve(root, 'elements', entry.name, 'define.ts')))
    .map((entry) => [entry.name, resolve(root, 'elements', entry.name, 'define.ts')]),
);

// Modules that must exist once per page whatever mix of entries it loads: React, the stores, the style
// registry and the element runtime. The element folders themselves stay in their own entries.
const sharedRuntime = (id: string): boolean =>
  id.includes('/node_modules/') ||
  id.includes('/lib/') ||
  id.includes('/elements/runtime/') ||
  id.includes('rolldown/runtime');

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), shadowStyles()],
  // Without this a library build ships React's development build, which reads `process` and throws.
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist/kit',
    emptyOutDir: true,
    target: 'es2022',
    // size.ts follows each entry's static imports through the manifest.
    manifest: true,
    lib: {
      entry: {
        ...elementEntries,
        'console-kit': resolve(root, 'elements/kit/console-kit.ts'),
        'console-api': resolve(root, 'elements/kit/console-api.ts'),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      // An entry without exports (an element's define.ts) still gets its own code, instead of sharing a
      // chunk with console-kit.js, which imports it.
      preserveEntrySignatures: 'exports-only',
      output: {
        // Vite keeps whitespace and annotations in library builds for later bundlers; these files go to
        // browsers as they are, so minify fully.
        minify: true,
        comments: false,
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: { groups: [{ name: 'runtime', test: sharedRuntime }] },
      },
    },
  },
});
