import type { Command } from './command.ts';

/**
 * A command named without its schemas, for a panel's first read: it leaves before any zod code is loaded,
 * and the server still parses its request and its answer with the command's own schemas
 * (docs/architecture.md, what the browser checks). `C` carries the command's types only; a unit test holds
 * every ref to its command (tests/unit/protocol/command-ref.test.ts).
 */
export interface CommandRef<C extends Command = Command> extends Pick<
  Command,
  'module' | 'command' | 'method' | 'auth'
> {
  /** Never set: it only tells TypeScript which command this names. */
  readonly of?: C;
}

export const commandRef = <C extends Command>(
  module: string,
  command: string,
  method: C['method'],
  auth: C['auth'],
): CommandRef<C> => ({ module, command, method, auth });

/** A command's ref: a call with it sends as written and takes the server's checked answer as it is. */
export const refOf = <C extends Command>(command: C): CommandRef<C> =>
  commandRef(command.module, command.command, command.method, command.auth);

/** Whether a call carries the schemas to check its input and answer in the browser. */
export const hasSchemas = (command: Command | CommandRef): command is Command => 'request' in command;
