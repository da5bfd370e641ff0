import { vi } from 'vitest';
import type { CallCommand } from '../../lib/api/client.ts';
import { commandName, type Command } from '../../lib/protocol/command.ts';
import { hasSchemas, type CommandRef } from '../../lib/protocol/command-ref.ts';
import { druidiaCommands } from '../../lib/protocol/druidia.ts';
import { stripeCommands } from '../../lib/protocol/stripe.ts';

type Answer = unknown | ((input: unknown) => unknown);

// The commands the stores call by ref: a ref's input is checked with its command's schema, as the server does.
const BY_NAME = new Map(
  [...Object.values(druidiaCommands), ...Object.values(stripeCommands)].map((c) => [commandName(c), c]),
);
const withSchemas = (command: Command | CommandRef): Command => {
  const full = hasSchemas(command) ? command : BY_NAME.get(commandName(command));
  if (!full) throw new Error(`no schemas for ${commandName(command)}`);
  return full;
};

/**
 * A CallCommand answering per 'module/command' with a value, or with what a function returns (or throws);
 * the inputs are checked against the command's request schema, as the real client (or, for a ref, the
 * server) does.
 */
export function fakeCall(answers: Record<string, Answer>) {
  const calls: { name: string; input: unknown; report: boolean | undefined }[] = [];
  const call = vi.fn(
    async (command: Command | CommandRef, input: unknown, options?: { report?: boolean }) => {
      const name = commandName(command);
      const parsed = withSchemas(command).request.safeParse(input);
      if (!parsed.success) throw new Error(`invalid request for ${name}: ${JSON.stringify(input)}`);
      calls.push({ name, input, report: options?.report });
      if (!(name in answers)) throw new Error(`no answer for ${name}`);
      const answer = answers[name];
      return typeof answer === 'function' ? (answer as (input: unknown) => unknown)(input) : answer;
    },
  );
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
