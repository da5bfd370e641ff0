import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDb } from '../../server/db/db.ts';
import { sha256Hex } from './harness.ts';

const dir = mkdtempSync(join(tmpdir(), 'console-kit-durable-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The real server in a child process (one node process, so SIGKILL hits the process holding PGlite).
function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Console kit API on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
  });
  return { child, ready };
}

it('keeps an acknowledged write after kill -9', { timeout: 90_000 }, async () => {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const { child, ready } = startServer(port);
  await ready;
  const email = `durable-${Date.now()}@example.test`;
  const response = await fetch(`http://127.0.0.1:${port}/api?module=account&command=register`, {
    method: 'POST',
    headers: { Authorization: 'Bearer demo-site', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      first_name: 'Dura',
      last_name: 'Ble',
      passhash: sha256Hex('pw-durable'),
      account_name: 'Durable Ltd',
    }),
  });
  expect(response.status).toBe(200);

  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;

  const db = await openDb({ dataDir: join(dir, 'pglite') });
  try {
    const rows = await db.query<{ account_name: string }>(
      'SELECT a.account_name FROM users u JOIN accounts a USING (account_id) WHERE u.email = $1',
      [email],
    );
    expect(rows).toEqual([{ account_name: 'Durable Ltd' }]);
  } finally {
    await db.close();
  }
});
