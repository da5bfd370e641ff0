import type { Db } from '../db/db.ts';
import { familyOf } from '../auth/session-list.ts';
import { appendActivity } from './entry.ts';
import type { SignInAttempt } from './sign-in.ts';

/**
 * A sign-in from a browser family the user has not signed in from before gets one more entry in their
 * account's log (docs/security.md "Sessions you can see"); the same family again adds none. Only the
 * family is logged and kept: no email is sent, so a stream of sign-ins floods no one's mailbox.
 */
export async function recordNewBrowser(
  db: Db,
  user: { user_id: number; account_id: number },
  attempt: Pick<SignInAttempt, 'ip' | 'origin' | 'userAgent'>,
): Promise<void> {
  const family = familyOf(attempt.userAgent);
  const added = await db.query(
    `INSERT INTO known_browsers (user_id, family) VALUES ($1, $2)
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [user.user_id, family],
  );
  if (added.length === 0) return;
  await appendActivity(
    db,
    {
      accountId: user.account_id,
      userId: user.user_id,
      apiKeyId: null,
      embedSessionId: null,
      ip: attempt.ip,
      origin: attempt.origin ?? null,
    },
    [{ area: 'user', recordId: user.user_id, action: 'new_browser', changes: { browser: [null, family] } }],
  );
}
