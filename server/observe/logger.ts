import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** LOG_LEVEL (docs/server.md): info unless told; a level pino does not know is refused, not ignored. */
export function logLevel(value: string | undefined): string {
  if (!value) return 'info';
  if (!LEVELS.includes(value)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}`);
  return value;
}

/**
 * The server's one logger (docs/operations.md, Logs): one JSON object a line for a log collector; a
 * readable line each when a person watches the terminal. Written synchronously, so the last line before an
 * exit is never lost.
 */
export const log: Logger = pino(
  {
    level: logLevel(process.env.LOG_LEVEL),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  process.stdout.isTTY
    ? pretty({ sync: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' })
    : pino.destination({ fd: 1, sync: true }),
);
