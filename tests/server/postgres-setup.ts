import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An admin connection string to a PostgreSQL server, or null when those tests are skipped. */
    postgresUrl: string | null;
  }
}

const BIN = '/usr/lib/postgresql/15/bin';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

// initdb refuses root: as root the cluster belongs to the postgres user.
function asOwner(command: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

/** vitest globalSetup: a throwaway PostgreSQL 15 cluster unless TEST_DATABASE_URL names one. */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return undefined;
  }
  const skip = (reason: string): undefined => {
    console.warn(`PostgreSQL tests skipped: ${reason}`);
    project.provide('postgresUrl', null);
    return undefined;
  };
  if (!existsSync(join(BIN, 'initdb'))) return skip(`no PostgreSQL binaries in ${BIN}`);
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres']).status !== 0) return skip('no postgres user');

  const dir = mkdtempSync(join(tmpdir(), 'console-kit-pg-'));
  const data = join(dir, 'data');
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), 0);
  const port = await freePort();
  try {
    asOwner(join(BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    // fsync off: a test cluster trades durability for speed; the server's own durability test uses PGlite.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    asOwner(join(BIN, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return skip(`could not start a cluster (${(error as Error).message.split('\n')[0]})`);
  }
  project.provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  return () => {
    try {
      asOwner(join(BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
