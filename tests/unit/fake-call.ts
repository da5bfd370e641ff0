import { vi } from 'vitest';
import type { CallCommand } from '../../lib/api/client.ts';
import type { Command } from '../../lib/protocol/command.ts';

type Answer = unknown | ((input: unknown) => unknown);

/**
 * A CallCommand answering per 'module/command' with a value, or with what a function returns (or throws);
 * the inputs are checked against the command's request schema, as the real client does.
 */
export function fakeCall(answers: Record<string, Answer>) {
  const calls: { name: string; input: unknown; report: boolean | undefined }[] = [];
  const call = vi.fn(async (command: Command, input: unknown, options?: { report?: boolean }) => {
    const name = `${command.module}/${command.command}`;
    const parsed = command.request.safeParse(input);
    if (!parsed.success) throw new Error(`invalid request for ${name}: ${JSON.stringify(input)}`);
    calls.push({ name, input, report: options?.report });
    if (!(name in answers)) throw new Error(`no answer for ${name}`);
    const answer = answers[name];
    return typeof answer === 'function' ? (answer as (input: unknown) => unknown)(input) : answer;
  });
  return { call: call as unknown as CallCommand, calls, names: () => calls.map((c) => c.name) };
}

/** Timers that fire at once, so debounced loads run within the test's own await. */
export const immediateTimers = {
  setTimeout: (callback: () => void) => {
    queueMicrotask(callback);
    return 1;
  },
  clearTimeout: () => undefined,
};
