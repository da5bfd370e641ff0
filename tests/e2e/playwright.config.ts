import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import chromium from '../chromium.json' with { type: 'json' };
import { freePort } from '../free-port.ts';

const root = resolve(import.meta.dirname, '../..');

// Playwright loads this file again in every worker: the values go into the environment, which workers
// inherit, so that they all agree on one port and one data directory.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'console-e2e-'));
// A second origin for pages that embed panels (tests/e2e/embed-server.ts), which the API lets in.
process.env.E2E_EMBED_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const embedOrigin = `http://127.0.0.1:${process.env.E2E_EMBED_PORT}`;

// The e2e specs, and the embed matrix (tests/embed), which needs the same server. `npm test` runs them in
// two parts, one in each of its lanes (tests/run-all.ts): E2E_PART=checks the specs below, about 100 s of
// them, which the checks lane has time for once its suites are done; E2E_PART=browser the others. Without
// E2E_PART, all of them.
const ALL = ['e2e/*.spec.ts', 'embed/*.spec.ts'];
const CHECKS_LANE = ['embed/*.spec.ts', 'e2e/languages.spec.ts', 'e2e/list-languages.spec.ts'];
const part = process.env.E2E_PART;
if (part !== undefined && part !== 'checks' && part !== 'browser') {
  throw new Error(`E2E_PART is checks or browser, not ${part}`);
}

export default defineConfig({
  testDir: '..',
  testMatch: part === 'checks' ? CHECKS_LANE : ALL,
  testIgnore: part === 'browser' ? CHECKS_LANE : [],
  // Each part its own: a run empties its output folder when it starts, and the two parts run side by side.
  outputDir: join(root, 'test-results', part ?? ''),
  reporter: 'list',
  // Specs take 3 to 10 s on a quiet 2-core machine; a loaded CI machine triples that, so a spec's budget is
  // twice Playwright's default rather than a guess at how busy the machine will be.
  timeout: 60_000,
  // One browser a run: 2 cores (npm test's two parts share them once the checks lane's suites are done), and
  // the reference server serialises its database anyway.
  workers: 1,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // Debian's Chromium (tests/chromium.json); Playwright must never download a browser of its own.
    launchOptions: chromium,
    // No trace by default: recording one for every test (to keep a failing one's) made the suite a fifth
    // slower (docs/performance.md), and CI keeps only the log. `npm run test:e2e -- --trace on <spec>`
    // records one when a failure needs it.
    trace: 'off',
  },
  // The reference API server with a fresh database; it also serves the built kit under /kit/.
  webServer: {
    command: 'npx tsx server/main.ts',
    cwd: root,
    port,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      CONSOLE_ORIGINS: embedOrigin,
      // Embed sessions end after seconds rather than an hour, so that a spec sees one end and the page
      // recover (tests/e2e/embed-session.spec.ts); ordinary sign-ins are not affected.
      EMBED_SESSION_SECONDS: '6',
      // Every spec registers and signs in from 127.0.0.1: the per-IP throttles are tested in tests/server.
      REGISTER_PER_IP: '1000',
      LOGIN_FAILS_PER_IP: '1000',
    },
    reuseExistingServer: false,
    // A new PGlite database takes a few seconds to create and migrate.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
