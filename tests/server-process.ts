import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves once the server listens; rejects when it exits first. */
  ready: Promise<void>;
  origin: string;
}

const root = resolve(import.meta.dirname, '..');

/**
 * The real reference server in a child process of its own (one node process, so a SIGKILL hits the
 * process that holds PGlite), on 127.0.0.1:`port` with the given environment on top of this one.
 */
export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    // At info, so that its start line (below) is written.
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Console on http')) done();
    });
    child.once('exit', (code) => fail(new Error(`server exited early (${code})`)));
  });
  return { child, ready, origin: `http://127.0.0.1:${port}` };
}

/**
 * The real server (or another command line of the project's, `args` after `node --import tsx`) run to
 * its end: exit code and everything it printed. A server that starts after all is stopped at once, so a
 * test expecting a refusal fails quickly instead of waiting.
 */
export function runToExit(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: '', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const collect = (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('Console on http')) child.kill('SIGTERM');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((done) => child.once('exit', (code) => done({ code, out })));
}
