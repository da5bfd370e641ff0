import { sessionCommands } from '../../lib/protocol/session.ts';
import { endOtherSessions } from '../auth/credential-change.ts';
import { liveSessions } from '../auth/session-list.ts';
import { revokeSession } from '../auth/sessions.ts';
import { forbidden, notFound } from '../http/failure.ts';
import { defineHandlers, type Ctx } from '../http/handlers.ts';
import { visibleUser } from './user.ts';

/**
 * Whose sessions a command reaches (docs/security.md "Sessions you can see"): the caller's own, or those of
 * a user the caller may see (their account below level 9) strictly below the caller's level.
 */
async function reachableUser(ctx: Ctx, userId: number | undefined): Promise<number> {
  if (userId === undefined || userId === ctx.session.userId) return ctx.session.userId;
  const user = await visibleUser(ctx, userId);
  if (user.access >= ctx.session.access)
    throw forbidden('You can only manage the sessions of users below your own access level');
  return user.user_id;
}

export const sessionHandlers = defineHandlers(sessionCommands, {
  list: async (ctx, input) => ({
    rows: await liveSessions(
      ctx.db,
      ctx.config,
      await reachableUser(ctx, input.user_id),
      ctx.session.sessionId,
    ),
  }),

  async end(ctx, input) {
    const [row] = await ctx.db.query<{ user_id: number }>(
      'SELECT user_id FROM sessions WHERE session_id = $1 AND revoked_at IS NULL',
      [input.session_id],
    );
    // Another's session the caller may not reach is as unknown as one that never was.
    const owner = row ? await reachableUser(ctx, row.user_id).catch(() => undefined) : undefined;
    if (owner === undefined) throw notFound('No such session');
    await revokeSession(ctx.db, input.session_id);
    return { success: true };
  },

  async end_others(ctx, input) {
    const userId = await reachableUser(ctx, input.user_id);
    const keep = userId === ctx.session.userId ? ctx.session.sessionId : 0;
    const [row] = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND session_id <> $2',
      [userId, keep],
    );
    await endOtherSessions(ctx.db, userId, keep);
    return { ended: row?.n ?? 0 };
  },
});
