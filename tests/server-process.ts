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
