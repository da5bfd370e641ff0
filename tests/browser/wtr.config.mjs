import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import chromium from '../chromium.json' with { type: 'json' };

const rootDir = fileURLToPath(new URL('../..', import.meta.url));

// The tests load the built kit, which is what embedding pages get.
if (!existsSync(`${rootDir}dist/kit/console-kit.js`)) {
  throw new Error('dist/kit is missing: run `npm run build` before `npm run test:browser`.');
}

export default {
  rootDir,
  files: `${rootDir}tests/browser/**/*.test.ts`,
  nodeResolve: true,
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' })],
  // Debian's Chromium (tests/chromium.json); Playwright must never download a browser of its own.
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: chromium,
    }),
  ],
  testFramework: { config: { timeout: 10_000 } },
};
