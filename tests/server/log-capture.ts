import { inspect } from 'node:util';
import { vi } from 'vitest';
import { log } from '../../server/observe/logger.ts';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug'] as const;

/** Every line the server logs from now on, whatever LOG_LEVEL, as text a test can search; restore() ends it. */
export function captureLogs(): { text: () => string; restore: () => void } {
  const spies = LEVELS.map((level) => vi.spyOn(log, level).mockImplementation(() => undefined));
  return {
    text: () =>
      spies
        .flatMap((spy, i) =>
          spy.mock.calls.map(
            (args) => `${LEVELS[i]} ${args.map((arg) => inspect(arg, { depth: 5 })).join(' ')}`,
          ),
        )
        .join('\n'),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}
