import { spawn, type ChildProcess } from 'node:child_process';
import type { Keys } from '../../server/keys.ts';
import { freePort } from '../free-port.ts';

export interface ServerProcess {
  /** The API entry, e.g. http://127.0.0.1:41234/api */
  api: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output: () => string;
  /** SIGTERM, then wait for the exit (workers included). */
  stop: () => Promise<void>;
  /** kill -9 of the server, as a crash would end it; resolves once it is gone. */
  crash: () => Promise<void>;
}

export interface ServerOptions {
  dataDir: string;
  keys: Keys;
  databaseUrl?: string;
  workers?: number;
  port?: number;
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

async function waitUntilClosed(api: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const answered = await fetch(api).then(
      () => true,
      () => false,
    );
    if (!answered) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${api} still answers 10 s after its server was stopped`);
}

/**
 * server/main.ts in a process of its own, as it runs in production: the load generator does not share its
 * event loop. The bench's keys go in by environment, so rows the bench sealed decrypt in the server.
 */
export async function startServerProcess(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    PASSWORD_PEPPER: options.keys.pepper.toString('base64'),
    SECRETS_KEY: options.keys.secrets.toString('base64'),
    WORKERS: options.workers ? String(options.workers) : '',
    DATABASE_URL: options.databaseUrl ?? '',
    // The bench's scenarios sign in as the demo users, on PostgreSQL too.
    SEED_DEMO: '1',
    // "Console on http" is an info line: a LOG_LEVEL above it (vitest sets warn) would hide the start.
    LOG_LEVEL: 'info',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Console on http')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited early (${code}):\n${output}`)));
  });
  // A crash or Ctrl-C of the bench must not leave a server behind.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  const api = `http://127.0.0.1:${port}/api`;
  const end = async (signal: NodeJS.Signals) => {
    process.off('exit', orphan);
    child.kill(signal);
    await exited(child);
    // Workers leave when their primary is gone, a moment later: the port is free once nothing answers.
    await waitUntilClosed(api);
  };
  return { api, child, output: () => output, stop: () => end('SIGTERM'), crash: () => end('SIGKILL') };
}
