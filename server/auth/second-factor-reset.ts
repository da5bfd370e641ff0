import type { Ctx } from '../http/handlers.ts';
import { forbidden } from '../http/failure.ts';
import { enqueue } from '../jobs/queue.ts';
import { visibleUser } from '../modules/user.ts';
import { removeSecondFactor } from './second-factor.ts';
import { revokeUserSessions } from './sessions.ts';
import { SECOND_FACTOR_RESET_MAIL } from './second-factor-reset-mail.ts';

export const RESET_REFUSED = 'You can only reset the second factor of users below your own access level';

/**
 * Removes another user's authenticator app, recovery codes and passkeys, and ends their sessions
 * (docs/security.md "Second-factor reset"): only below the caller's own level, in the caller's account
 * unless they are a super admin (visibleUser answers 404 otherwise). The user is told by mail when a mail
 * server is configured. Answers whether the mail was queued.
 */
export async function resetSecondFactor(ctx: Ctx, userId: number): Promise<boolean> {
  const { db, session, config } = ctx;
  if (session.scope) throw forbidden('An embedded panel cannot reset a second factor');
  const user = await visibleUser(ctx, userId);
  if (user.user_id === session.userId || user.access >= session.access) throw forbidden(RESET_REFUSED);
  const mail = config.jobs.smtpUrl !== undefined;
  await db.transaction(async (tx) => {
    await removeSecondFactor(tx, user.user_id);
    await tx.query('DELETE FROM passkeys WHERE user_id = $1', [user.user_id]);
    await revokeUserSessions(tx, user.user_id);
    if (mail)
      await enqueue(tx, {
        accountId: user.account_id,
        createdBy: session.userId,
        kind: SECOND_FACTOR_RESET_MAIL,
        title: `Tell user ${user.user_id} their second factor was reset`,
        payload: { user_id: user.user_id },
      });
  });
  ctx.trail?.push({
    area: 'user',
    recordId: user.user_id,
    accountId: user.account_id,
    changes: { second_factor: ['set', 'reset by an admin'] },
    after: undefined,
  });
  return mail;
}
