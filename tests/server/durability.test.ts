import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDb } from '../../server/db/db.ts';
import { startServerProcess } from '../server-process.ts';
import { sha256Hex } from './harness.ts';

const dir = mkdtempSync(join(tmpdir(), 'console-kit-durable-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const startServer = (port: number) => startServerProcess(port, { DATA_DIR: dir });

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
