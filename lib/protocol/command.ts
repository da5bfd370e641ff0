import type { z } from './z.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One protocol command, written once: the client calls it and the server dispatches it from this same
 * object, so method, schemas and the minimum access level cannot drift apart.
 * `auth: 'site'` commands carry the site token; `auth: 'user'` commands a user's session token (or an API
 * key) and the server refuses callers below `access`; `auth: 'key'` commands only an API key (server to
 * server); `auth: 'secret'` commands a one-time credential their handler checks (an embed client secret).
 */
export interface Command<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  module: string;
  command: string;
  /** The method the kit sends. */
  method: Method;
  /**
   * One more method the server accepts, for clients written to the published protocol where it names another (user/token
   * is GET there, which puts credentials in the URL: the kit sends POST, docs/security.md).
   */
  alsoAccepts?: Method;
  auth: 'site' | 'user' | 'key' | 'secret';
  access: number;
  request: Req;
  response: Res;
  summary: string;
}

export const defineCommands = <T extends Record<string, Omit<Command, 'module' | 'command'>>>(
  module: string,
  commands: T,
): { [K in keyof T]: T[K] & { module: string; command: K & string } } =>
  Object.fromEntries(
    Object.entries(commands).map(([command, spec]) => [command, { ...spec, module, command }]),
  ) as { [K in keyof T]: T[K] & { module: string; command: K & string } };

/** `module/command`: how the server's route table, scopes and messages name a command. */
export const commandName = (command: Pick<Command, 'module' | 'command'>): string =>
  `${command.module}/${command.command}`;

/** Whether the server takes `method` for this command: its own, or the one more it accepts. */
export const acceptsMethod = (command: Pick<Command, 'method' | 'alsoAccepts'>, method: string): boolean =>
  method === command.method || method === command.alsoAccepts;

export type RequestOf<C extends Command> = z.input<C['request']>;
export type ParsedRequestOf<C extends Command> = z.output<C['request']>;
export type ResponseOf<C extends Command> = z.output<C['response']>;
