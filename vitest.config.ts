import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
    environment: 'node',
    // The server logs every request (docs/operations.md): tests keep warnings and errors only.
    env: { LOG_LEVEL: 'warn' },
    // Starts a throwaway PostgreSQL for the server suites (or says why those are skipped).
    globalSetup: ['tests/server/postgres-setup.ts'],
    // PGlite instances take seconds to start: server suites share one per file, so allow for that.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
