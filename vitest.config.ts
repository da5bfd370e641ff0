import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
    environment: 'node',
    // The server logs every request (docs/operations.md): tests keep warnings and errors only.
    env: { LOG_LEVEL: 'warn' },
    // Starts a throwaway PostgreSQL for the server suites (or says why those are skipped), and migrates a
    // template database on it and on PGlite once, which each suite's database is copied from.
    globalSetup: ['tests/server/postgres-setup.ts', 'tests/server/pglite-setup.ts'],
    // PGlite instances take seconds to start: server suites share one per file, so allow for that.
    testTimeout: 20_000,
    // One test file per core: vitest's default (cores - 1) ran the files one at a time on a 2-core machine,
    // leaving a core to a main process that only hands out files and a database that is mostly idle.
    maxWorkers: '100%',
    hookTimeout: 60_000,
  },
});
