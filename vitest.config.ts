import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
    environment: 'node',
    // PGlite instances take seconds to start: server suites share one per file, so allow for that.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
