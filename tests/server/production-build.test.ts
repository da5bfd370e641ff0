import { spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/build/build-server.ts';
import { freePort } from '../free-port.ts';
import { sha256Hex } from './harness.ts';

// docs/deploy.md, "Production without the toolchain": `npm ci --omit=dev && npm run serve` runs the built
// server, so it may import nothing but Node's own modules and the production dependencies.

const root = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};
const production = Object.keys(pkg.dependencies);
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const dir = mkdtempSync(join(tmpdir(), 'console-serve-'));
const out = join(dir, 'dist/server');
beforeAll(async () => {
  await buildServer(root, out);
  // Only the production dependencies are resolvable from the built server, as after `npm ci --omit=dev`.
  for (const name of production) {
    const link = join(dir, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(realpathSync(join(root, 'node_modules', name)), link);
  }
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the built server', () => {
  it('imports only Node modules and production dependencies; tsx, vite and TypeScript are dev-only', () => {
    const imported = new Set<string>();
    for (const file of readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.js'),
    )) {
      const code = readFileSync(join(out, file), 'utf8');
      // A specifier has no spaces: a text that ends in "from" before its quote ('…factor from') is no import.
      for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'./\s][^"'\s]*)["']/g))
        imported.add(match[1]!);
    }
    const foreign = [...imported].filter(
      (specifier) =>
        !specifier.startsWith('node:') &&
        !builtinModules.includes(specifier) &&
        !production.includes(packageOf(specifier)),
    );
    expect(foreign).toEqual([]);
    expect(imported).toContain('pg');
    for (const tool of ['tsx', 'vite', 'typescript', 'esbuild']) expect(production).not.toContain(tool);
    expect(pkg.scripts.serve).toBe('node dist/server/main.js');
  });

  it('serves the API with only production dependencies installed', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [join(out, 'main.js')], {
      cwd: dir,
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: join(dir, 'data') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const listening = new Promise<void>((done, fail) => {
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Console on http')) done();
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.once('exit', (code) => fail(new Error(`exited (${code}): ${output}`)));
    });
    try {
      await listening;
      const query = new URLSearchParams({
        module: 'user',
        command: 'token',
        email: 'admin@demo.test',
        passhash: sha256Hex('demo-password'),
      });
      const response = await fetch(`http://127.0.0.1:${port}/api?${query}`, {
        headers: { Authorization: 'Bearer demo-site' },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { token?: string }).token).toEqual(expect.any(String));
    } finally {
      child.kill('SIGTERM');
    }
  });
});
