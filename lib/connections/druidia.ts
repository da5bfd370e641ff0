import { ACCESS, hasAccess } from '../protocol/access.ts';
import type { DruidiaConnection } from '../protocol/druidia.ts';
import { DRUIDIA_SERVICES, type DruidiaService } from '../protocol/druidia-ref.ts';
import type { ListQuery } from '../protocol/list.ts';
import type { Viewer } from './viewer.ts';

/** Who a connection belongs to, as docs/behaviour.md#states's badges tell it. */
export type Ownership = 'shared' | 'personal' | 'other';

/** docs/protocol.md: the profile page lists the account's connections, newest first, up to 100. */
export const connectionListQuery = (accountId: number): ListQuery => ({
  filters: [{ field: 'account_id', operator: '=', value: accountId }],
  page: 1,
  limit: 100,
  sort: 'created_at',
  order: 'desc',
});

export function ownership(connection: DruidiaConnection, viewer: Viewer): Ownership {
  if (connection.user_id === null) return 'shared';
  return connection.user_id === viewer.userId ? 'personal' : 'other';
}

/** docs/behaviour.md#validation: only the owner shares, never the task service, never twice. */
export const canShare = (connection: DruidiaConnection, viewer: Viewer): boolean =>
  ownership(connection, viewer) === 'personal' && connection.service !== 'task';

/**
 * Reconnect and delete, as the server allows them (docs/connections.md): the owner of a personal
 * connection, or a group admin for any connection of the account. Nobody is offered a button that can only fail.
 */
export const canManage = (connection: DruidiaConnection, viewer: Viewer): boolean =>
  ownership(connection, viewer) === 'personal' || hasAccess(viewer.access, ACCESS.groupAdmin);

/** A service request goes through the caller's own connection or the account's shared one. */
export const canUse = (connection: DruidiaConnection, viewer: Viewer): boolean =>
  ownership(connection, viewer) !== 'other';

/**
 * docs/behaviour.md#validation: only services not yet connected are offered. Connected means usable by this user (their own or
 * a shared connection); another user's personal connection leaves the service free, as on the server.
 */
export const availableServices = (
  connections: readonly DruidiaConnection[],
  viewer: Viewer,
): DruidiaService[] => {
  const taken = new Set(connections.filter((c) => canUse(c, viewer)).map((c) => c.service));
  return DRUIDIA_SERVICES.filter((service) => !taken.has(service));
};

/**
 * docs/behaviour.md#validation: reconnect, share and delete name a bad or unknown id before anything is
 * sent ('Invalid connection ID', 'Connection not found').
 */
export function connectionProblem(
  connections: readonly DruidiaConnection[],
  id: unknown,
): 'invalid' | 'not-found' | null {
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return 'invalid';
  return connections.some((c) => c.druidia_id === id) ? null : 'not-found';
}

/** docs/behaviour.md#states: a reconnected (or shared) connection takes the place of the old one in the list. */
export const replaceConnection = (
  connections: readonly DruidiaConnection[],
  updated: DruidiaConnection,
): DruidiaConnection[] => connections.map((c) => (c.druidia_id === updated.druidia_id ? updated : c));
