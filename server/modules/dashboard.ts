import { dashboardCommands, UPCOMING_LIMIT } from '../../lib/protocol/dashboard.ts';
import { checkinCommands } from '../../lib/protocol/ticket.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { RESOURCES } from '../../lib/resources/registry.ts';
import { defineHandlers, type Session } from '../http/handlers.ts';
import { scopeOf } from '../resources/sql.ts';
import { gateCountsOf } from '../tickets/gate-counts.ts';

// The areas the caller may list, whose records say when they last changed: the dashboard counts these.
const countable = (session: Session): Resource[] =>
  RESOURCES.filter(
    (resource) =>
      resource.commands.list !== undefined &&
      resource.commands.list.access <= session.access &&
      Object.hasOwn(resource.listFields, 'updated_at'),
  );

const readable = (name: string, session: Session): Resource | undefined =>
  RESOURCES.find(
    (resource) => resource.name === name && (resource.commands.list?.access ?? 99) <= session.access,
  );

/**
 * The dashboard's one call (docs/behaviour.md#screens, dashboard): every count and list in the caller's
 * scope, exactly as the areas' own lists would show them (the same scopeOf), so a count links into a list
 * that shows the same records.
 */
export const dashboardHandlers = defineHandlers(dashboardCommands, {
  async glance({ db, session }, { since, today }) {
    const changed = await Promise.all(
      countable(session).map(async (resource) => {
        const scope = scopeOf(resource, session);
        const [row] = await db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM ${resource.table}
            WHERE ${scope.where} AND updated_at > $${scope.params.length + 1}`,
          [...scope.params, new Date(since).toISOString()],
        );
        return { resource: resource.name, label: resource.plural, count: row?.count ?? 0 };
      }),
    );
    const rodeo = readable('rodeo', session);
    const broadcast = readable('broadcast', session);
    // The first rows after `value` in the area's scope; `where` names the value's placeholder.
    const upcoming = async <T>(
      resource: Resource,
      select: string,
      where: (value: string) => string,
      order: string,
      value: unknown,
    ) => {
      const scope = scopeOf(resource, session);
      return db.query<T>(
        `SELECT ${select} FROM ${resource.table}
          WHERE ${scope.where} AND ${where(`$${scope.params.length + 1}`)}
          ORDER BY ${order} LIMIT ${UPCOMING_LIMIT}`,
        [...scope.params, value],
      );
    };
    const rodeos =
      rodeo &&
      (await upcoming<{ rodeo_id: number; name: string; starts_on: string; city: string | null }>(
        rodeo,
        "rodeo_id, name, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, city",
        (value) => `starts_on >= ${value}::date`,
        'starts_on, rodeo_id',
        today,
      ));
    // The next rodeo's gate counts ride on the glance: the card showed them a round trip after it.
    const next = rodeos?.[0];
    const counted = next && session.access >= checkinCommands.counts.access;
    return {
      changed,
      ...(rodeos && { rodeos }),
      ...(counted && {
        gate_counts: {
          rodeo_id: next.rodeo_id,
          ...(await gateCountsOf(db, session.accountId, next.rodeo_id)),
        },
      }),
      ...(broadcast && {
        broadcasts: (
          await upcoming<{
            broadcast_id: number;
            title: string;
            channel: string;
            scheduled_at: Date | string;
          }>(
            broadcast,
            'broadcast_id, title, channel, scheduled_at',
            (value) => `status = 'scheduled' AND scheduled_at > ${value}`,
            'scheduled_at, broadcast_id',
            new Date().toISOString(),
          )
        ).map((row) => ({ ...row, scheduled_at: new Date(row.scheduled_at).toISOString() })),
      }),
    };
  },
});
