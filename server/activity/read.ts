import { activityCommands, activityListFields, type ActivityEntry } from '../../lib/protocol/activity.ts';
import { ACCESS } from '../../lib/protocol/access.ts';
import { forbidden } from '../http/failure.ts';
import { defineHandlers, type Session } from '../http/handlers.ts';
import { listRows, type ListSource } from '../list/list-rows.ts';
import { findRecord } from '../resources/sql.ts';
import { trailArea } from './trail-area.ts';

// The tenancy of the log itself: an account's entries only, except for super admins.
const scopeOf = (session: Session) =>
  session.access >= ACCESS.superAdmin
    ? { where: 'TRUE', params: [] }
    : { where: 'a.account_id = $1', params: [session.accountId] };

const COLUMNS = [
  'activity_id',
  'at',
  'account_id',
  'user_id',
  'api_key_id',
  'embed_session_id',
  'ip',
  'origin',
  'area',
  'record_id',
  'action',
  'changes',
  'unconditional',
];

const source = (scope: { where: string; params: unknown[] }): ListSource<ActivityEntry> => ({
  from: 'activity a LEFT JOIN users u ON u.user_id = a.user_id',
  select: [...COLUMNS.map((name) => `a."${name}"`), 'u.email AS user_email'].join(', '),
  fields: activityListFields,
  columnOf: {
    ...Object.fromEntries(COLUMNS.map((name) => [name, `a."${name}"`])),
    user_email: 'u.email',
  },
  scope,
  defaultSort: 'activity_id',
});

/** The Activity screen's list, and one record's History (docs/behaviour.md, "Activity and history"). */
export const activityHandlers = defineHandlers(activityCommands, {
  list: (ctx, query) =>
    listRows(ctx.db, source(scopeOf(ctx.session)), { ...query, order: query.sort ? query.order : 'desc' }),
  async history(ctx, { area, record_id, ...query }) {
    const resource = trailArea(ctx.session, area, 'read');
    // Only a record the caller may read has a history they may read (a creator-scoped area's included);
    // users and accounts have their own rules of who reads whom, so their history is the admins'.
    if (!resource.ownModule) await findRecord(ctx.db, resource, ctx.session, record_id);
    else if (ctx.session.access < ACCESS.admin)
      throw forbidden('The history of users and accounts is for admins');
    const scope = {
      where: 'a.account_id = $1 AND a.area = $2 AND a.record_id = $3',
      params: [ctx.session.accountId, area, record_id],
    };
    return listRows(ctx.db, source(scope), { ...query, sort: 'activity_id', order: 'desc' });
  },
});
