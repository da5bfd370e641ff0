import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port.ts';
import { startServerProcess, type ServerProcess } from '../server-process.ts';

// docs/server.md, "A walk through the API with curl": the commands as the page prints them, run in bash
// against a started server, where any answer of 400 or more stops the walk.

const root = resolve(import.meta.dirname, '../..');
const DOC_PORT = '4173';

function walk(): string {
  const doc = readFileSync(join(root, 'docs/server.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## A walk through the API with curl'));
  return /```sh\n([\s\S]*?)```/.exec(section)![1]!;
}

const dir = mkdtempSync(join(tmpdir(), 'console-curl-walk-'));
let server: ServerProcess;
let port: number;
beforeAll(async () => {
  port = await freePort();
  server = startServerProcess(port, {
    DATA_DIR: join(dir, 'data'),
    NODE_ENV: '',
    DATABASE_URL: '',
    STORAGE_URL: '',
  });
  await server.ready;
  // The two files the walk uploads, in the folder it runs in.
  const photo = sharp({ create: { width: 800, height: 600, channels: 3, background: '#c84' } });
  writeFileSync(join(dir, 'photo.jpg'), await photo.jpeg().toBuffer());
  writeFileSync(join(dir, 'results.csv'), 'rider,score\nAnna,87\n');
}, 60_000);
afterAll(() => {
  server.child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

describe('the curl walk of docs/server.md', () => {
  it('runs as written, every request answered below 400', { timeout: 60_000 }, () => {
    const script = [
      'set -euo pipefail',
      // Each call of the walk fails the script on an error status, and says which.
      'curl() { command curl --fail-with-body "$@" || { echo "FAILED: curl $*" >&2; return 1; }; }',
      walk()
        .replaceAll(`127.0.0.1:${DOC_PORT}`, `127.0.0.1:${port}`)
        .replaceAll(`%3A${DOC_PORT}`, `%3A${port}`),
    ].join('\n');
    const result = spawnSync('bash', ['-c', script], { cwd: dir, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(readFileSync(join(dir, 'arena-640.webp')).subarray(8, 12).toString()).toBe('WEBP');
    expect(readFileSync(join(dir, 'results-downloaded.csv'), 'utf8')).toContain('Anna,87');
  });
});
