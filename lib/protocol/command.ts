import type { z } from './z.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One protocol command, written once: the client calls it and the server dispatches it from this same
 * object, so method, schemas and the minimum access level cannot drift apart.
 * `auth: 'site'` commands carry the site token; `auth: 'user'` commands a user's session token and the
 * server refuses callers below `access`.
 */
export interface Command<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  module: string;
  command: string;
  method: Method;
  /** Also accepted as POST with a JSON body (credentials stay out of URLs). */
  acceptsPost?: boolean;
  auth: 'site' | 'user';
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

export type RequestOf<C extends Command> = z.input<C['request']>;
export type ParsedRequestOf<C extends Command> = z.output<C['request']>;
export type ResponseOf<C extends Command> = z.output<C['response']>;
