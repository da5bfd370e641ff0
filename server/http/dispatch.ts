import type { Context } from 'hono';
import { acceptsMethod, commandName, type Command } from '../../lib/protocol/command.ts';
import { onlyReads, runLogged } from '../activity/command.ts';
import { isApiKey, resolveApiKey } from '../auth/api-keys.ts';
import { checkPasswordChangeGate } from '../auth/password-change-gate.ts';
import { checkSecondFactorSetUpGate } from '../auth/second-factor-policy.ts';
import type { SessionReuse } from '../auth/session-reuse.ts';
import { resolveSession } from '../auth/sessions.ts';
import { bearerToken, sameSecret } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { Keys } from '../keys.ts';
import { browserOrigin, clientIp, publicOriginOf } from './client-ip.ts';
import { ApiFailure, notFound } from './failure.ts';
import type { Ctx, Handler, HandlerSet, Session } from './handlers.ts';
import { readInput, requestedCommand } from './input.ts';
import { invalidInput, issuesText } from './issues.ts';
import { okPacket } from './packets.ts';

export interface Deps {
  db: Db;
  config: Config;
  keys: Keys;
  /** The app's recent session reads (server/auth/session-reuse.ts); without it every request reads anew. */
  sessionReuse?: SessionReuse;
}

/** Site-token commands run as nobody: ids 0 match no row, level 0 passes no check. */
const NOBODY: Session = { sessionId: 0, userId: 0, accountId: 0, access: 0 };

type Route = { command: Command; handler: Handler<Command>; keepsSessions: boolean; oneStatement: boolean };

export function routeTable(sets: HandlerSet[]): Map<string, Route> {
  const routes = new Map<string, Route>();
  for (const set of sets) {
    for (const [name, command] of Object.entries(set.commands)) {
      const handler = set.handlers[name];
      if (!handler) throw new Error(`No handler for ${command.module}/${name}`);
      routes.set(`${command.module}/${name}`, {
        command,
        handler,
        keepsSessions: set.keepsSessions === true,
        oneStatement: set.oneStatement?.has(name) === true,
      });
    }
  }
  return routes;
}

export async function authenticate(c: Context, command: Command, deps: Deps): Promise<Session> {
  const token = bearerToken(c.req.header('authorization'));
  const name = commandName(command);
  if (command.auth === 'site') {
    if (!token || !sameSecret(token, deps.config.siteToken)) {
      throw new ApiFailure(401, 'Unauthorized', 'A valid site token is required');
    }
    return NOBODY;
  }
  if (command.auth === 'secret') {
    if (!token) throw new ApiFailure(401, 'Unauthorized', 'A client secret is required');
    return NOBODY;
  }
  if (command.auth === 'key' && !(token && isApiKey(token))) {
    throw new ApiFailure(401, 'Unauthorized', `${name} is called with an API key`);
  }
  if (!token) throw new ApiFailure(401, 'Unauthorized', 'A user token is required');
  const session = isApiKey(token)
    ? await resolveApiKey(deps.db, token)
    : await resolveSession(deps.db, deps.config, token, deps.sessionReuse);
  if (session.scope && !session.scope.includes(name)) {
    throw new ApiFailure(403, 'Forbidden', `This embed session may not call ${name}`);
  }
  checkPasswordChangeGate(session, name);
  checkSecondFactorSetUpGate(session, name);
  if (session.access < command.access) {
    throw new ApiFailure(403, 'Forbidden', `${name} needs access level ${command.access}`, {
      code: 'level_required',
      params: { level: command.access },
    });
  }
  c.set('caller', { accountId: session.accountId, userId: session.userId });
  return session;
}

const isTokenReply = (value: unknown): value is { payload: unknown; token?: string } =>
  typeof value === 'object' &&
  value !== null &&
  'payload' in value &&
  Object.keys(value).every((key) => key === 'payload' || key === 'token');

/** One /api request: find the command (deny by default), check method and caller, validate both ways. */
export async function dispatch(c: Context, routes: Map<string, Route>, deps: Deps): Promise<Response> {
  const name = requestedCommand(c);
  const route = routes.get(name);
  if (!route) throw notFound(`Unknown module or command '${name}'`);
  c.set('command', name);
  const { command, handler, keepsSessions, oneStatement } = route;
  if (!acceptsMethod(command, c.req.method)) {
    throw new ApiFailure(405, 'Method Not Allowed', `${name} is called with ${command.method}`);
  }
  const session = await authenticate(c, command, deps);
  const request = command.request.safeParse(await readInput(c));
  if (!request.success) throw invalidInput(request.error.issues);

  const ctx: Ctx = {
    ...deps,
    session,
    ip: clientIp(c, deps.config.trustedProxies),
    origin: publicOriginOf(c, deps.config),
    requestOrigin: browserOrigin(c),
    userAgent: c.req.header('user-agent'),
    header: (header) => c.req.header(header),
    ...(command.auth === 'secret' ? { credential: bearerToken(c.req.header('authorization')) } : {}),
  };
  const reads = onlyReads(command);
  c.set('onlyReads', reads);
  const result = await runLogged(
    ctx,
    command,
    request.data,
    (logged) => handler(logged, request.data),
    oneStatement,
  ).finally(
    // After the write has committed: a session read from before it is not served again, unless the write
    // touched no table a session read holds (docs/security.md, "Sessions").
    () => reads || keepsSessions || deps.sessionReuse?.forget(),
  );
  if (result instanceof Response) return result;
  const { payload, token } = isTokenReply(result) ? result : { payload: result, token: undefined };
  // The response schema strips unknown keys: a column added to a SELECT cannot leak by accident.
  const response = command.response.safeParse(payload);
  if (!response.success) throw new Error(`Invalid ${name} response: ${issuesText(response.error.issues)}`);
  return okPacket(c, response.data, token);
}
