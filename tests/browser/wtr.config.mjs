import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';

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
  // Debian's Chromium; Playwright must never download a browser of its own.
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    }),
  ],
  testFramework: { config: { timeout: 10_000 } },
};
