import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

export const BIN = '/usr/lib/postgresql/15/bin';

export type Cluster = { url: string; port: number; pid: number; stop: () => void } | { skipped: string };

// initdb refuses root: as root the cluster belongs to the postgres user.
function asOwner(command: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

/**
 * A throwaway PostgreSQL 15 cluster from Debian's packages in a temp folder, on a free loopback port, or
 * the reason there is none. `settings` are extra `-c` options; stop() is safe to call twice.
 */
export async function startCluster(name: string, settings: string[] = []): Promise<Cluster> {
  if (!existsSync(join(BIN, 'initdb'))) return { skipped: `no PostgreSQL binaries in ${BIN}` };
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres']).status !== 0) {
    return { skipped: 'no postgres user' };
  }
  const dir = mkdtempSync(join(tmpdir(), `console-kit-${name}-`));
  const data = join(dir, 'data');
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), 0);
  const port = await freePort();
  try {
    asOwner(join(BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    const options = [`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, ...settings.map((s) => `-c ${s}`)];
    asOwner(join(BIN, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-o',
      options.join(' '),
      '-w',
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { skipped: `could not start a cluster (${(error as Error).message.split('\n')[0]})` };
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    // The postmaster: every backend is its child (benchmarks add up their CPU time).
    pid: Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        asOwner(join(BIN, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
