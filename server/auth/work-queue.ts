import { ApiFailure } from '../http/failure.ts';

/**
 * At most `concurrency` jobs at once, at most `maxWaiting` more in line, first come first served. Argon2
 * runs on libuv's four-thread pool, which file reads and DNS share: left unbounded, a login flood fills it
 * and every download and static file waits behind the hashes. Through this queue a flood slows sign-ins
 * and leaves the rest of the API its threads (docs/security.md).
 */
export interface WorkQueue {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running and waiting now (tests and operators look at the depth). */
  depth(): { running: number; waiting: number };
}

export const BUSY = 'Too many sign-ins at once; try again in a moment';

export function createWorkQueue(concurrency: number, maxWaiting: number): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };
  return {
    async run(job) {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new ApiFailure(503, 'Service Unavailable', BUSY);
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running++;
      try {
        return await job();
      } finally {
        release();
      }
    },
    depth: () => ({ running, waiting: waiting.length }),
  };
}

/** The process's password hashing: two at once leaves two pool threads to everything else. */
export const passwordQueue = createWorkQueue(2, 256);
