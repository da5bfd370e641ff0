import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runLedgerLoad } from '../bench/ledger/run.ts';
import { createTestPostgres, databases } from './harness.ts';

// A short version of npm run bench:load on PostgreSQL with two server processes (nothing a request needs
// may live in one process's memory): clients of two accounts write concurrently, the server is killed with
// -9 halfway and started again, and every acknowledged write must be there, in the right account. PGlite
// runs one process, its kill -9 is durability.test.ts, and a fresh PGlite data directory alone would take
// this test past its time budget; npm run bench:load covers it.
const dir = mkdtempSync(join(tmpdir(), 'console-kit-ledger-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it.runIf(databases().includes('postgres'))(
  'loses no acknowledged write and crosses no tenant, two processes and a kill -9',
  // Two server processes start twice (tsx compiles each): about 30 s idle, and it reached 60 s under load 9.
  { timeout: 120_000 },
  async () => {
    const postgres = await createTestPostgres();
    try {
      const result = await runLedgerLoad({
        label: 'postgres',
        dataDir: dir,
        databaseUrl: postgres.url,
        workers: 2,
        clients: 4,
        seconds: 2,
        crash: true,
      });
      expect(result.errors).toEqual([]);
      expect(result.problems).toEqual([]);
      expect(result.byOperation.create.count).toBeGreaterThan(0);
      expect(result.restartMs).toBeDefined();
    } finally {
      await postgres.drop();
    }
  },
);
