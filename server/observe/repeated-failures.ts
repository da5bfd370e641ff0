import { log } from './logger.ts';

// A failure seen again within this long is counted, not written: during an outage the log says it once,
// then how many more times, at most once a minute (docs/operations.md, Logs).
const QUIET_MS = 60_000;

const seen = new Map<string, { since: number; count: number }>();

/**
 * Logs a failure of `what` (a dependency, a loop) once, then its repeats as a count. The message tells the
 * failures apart, so a new kind of failure of the same thing is written at once.
 */
export function logRepeatedFailure(what: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const key = `${what}\n${message}`;
  const now = Date.now();
  const entry = seen.get(key);
  if (entry && now - entry.since < QUIET_MS) {
    entry.count += 1;
    return;
  }
  // Messages may carry ids: an endless variety must not grow the map without end.
  if (seen.size >= 1000) seen.clear();
  seen.set(key, { since: now, count: 0 });
  log.error({ what, repeats: entry?.count ?? 0, err: error }, `${what} failed: ${message}`);
}
