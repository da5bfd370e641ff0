import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Config } from './config.ts';
import { log } from './observe/logger.ts';

/**
 * How many server processes to run. PGlite is one in-process database: a second process could not open
 * it, so it is always one. On PostgreSQL the server keeps nothing in memory between requests (sessions,
 * login throttles, OAuth states and simulator codes are rows), so any number share one database.
 */
export const workerCount = (config: Config): number =>
  config.databaseUrl ? (config.workers ?? availableParallelism()) : 1;

/**
 * The primary's part: fork `count` workers that share the listening port, replace one that dies, and pass
 * a shutdown on. Resolves with the address once every worker listens.
 */
export function forkWorkers(count: number): Promise<{ address: string; port: number }> {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    // The signal itself, not worker.kill() (which disconnects first): each worker drains (server/ops/drain.ts).
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error(
      { worker: worker.process.pid, code, signal },
      `Worker ${worker.process.pid} ended (${signal ?? code}); starting another`,
    );
    cluster.fork();
  });
  return new Promise((resolve) => {
    let listening = 0;
    cluster.on('listening', (_worker, address) => {
      listening += 1;
      if (listening === count) resolve({ address: address.address ?? '', port: address.port });
    });
    for (let i = 0; i < count; i += 1) cluster.fork();
  });
}
