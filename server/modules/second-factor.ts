import { secondFactorCommands } from '../../lib/protocol/second-factor.ts';
import { proveCurrentPassword } from '../auth/credential-change.ts';
import {
  beginTotp,
  newRecoveryCodes,
  recoveryCodesLeft,
  removeSecondFactor,
  spendTotpCode,
  totpOn,
} from '../auth/second-factor.ts';
import { relyingParty } from '../auth/relying-party.ts';
import { resetSecondFactor } from '../auth/second-factor-reset.ts';
import { completeSignIn } from '../auth/second-step.ts';
import { enrolment } from '../auth/totp.ts';
import type { Changes } from '../activity/entry.ts';
import { ApiFailure, forbidden } from '../http/failure.ts';
import { defineHandlers, type Ctx } from '../http/handlers.ts';
import { findUserById } from './user-rows.ts';

export const WRONG_CODE = 'That code is not right, or it was used already';
export const EMBED_SECOND_FACTOR_REFUSED = 'An embedded panel cannot change how its user signs in';

/** The caller, who changes only their own second factor, and never through an embed session. */
export async function caller(ctx: Ctx): Promise<{ user_id: number; email: string }> {
  if (ctx.session.scope) throw forbidden(EMBED_SECOND_FACTOR_REFUSED);
  const user = await findUserById(ctx.db, ctx.session.userId);
  if (!user) throw forbidden('No such user');
  return user;
}

/** A code from the app spent now (403 when wrong or spent); a code is proof once. */
async function proveCode(ctx: Ctx, code: string, pending = false): Promise<void> {
  const who = { userId: ctx.session.userId, ip: ctx.ip };
  if (!(await spendTotpCode(ctx.db, ctx.keys, ctx.config, who, code, pending)))
    throw new ApiFailure(403, 'Forbidden', WRONG_CODE);
}

/** A current code or the password: what a change to the factor asks of the account holder. */
async function proveHolder(
  ctx: Ctx,
  user: { user_id: number; email: string },
  proof: { code: string } | { current_passhash: string },
): Promise<void> {
  if ('code' in proof) return proveCode(ctx, proof.code);
  await proveCurrentPassword(ctx.db, ctx.keys, user, proof.current_passhash, ctx);
}

/** The activity entry of a change to the factor: what changed, never a secret or code. */
export function note(ctx: Ctx, changes: Changes): void {
  ctx.trail?.push({
    area: 'user',
    recordId: ctx.session.userId,
    accountId: ctx.session.accountId,
    changes,
    after: undefined,
  });
}

const APP = 'authenticator app';

export const secondFactorHandlers = defineHandlers(secondFactorCommands, {
  async status(ctx) {
    const { db, session } = ctx;
    return {
      totp: await totpOn(db, session.userId),
      recovery_codes_left: await recoveryCodesLeft(db, session.userId),
      ...(session.mustSetUpSecondFactor ? { setup_required: true as const } : {}),
    };
  },

  async setup(ctx) {
    const user = await caller(ctx);
    const secret = await beginTotp(ctx.db, ctx.keys, user.user_id);
    const { uri, qrSvg } = await enrolment(secret, { label: user.email, issuer: new URL(ctx.origin).host });
    note(ctx, { second_factor: [null, `${APP} set-up begun`] });
    return { secret, uri, qr_svg: qrSvg };
  },

  async confirm(ctx, input) {
    await caller(ctx);
    await proveCode(ctx, input.code, true);
    note(ctx, { second_factor: [null, APP] });
    return { recovery_codes: await newRecoveryCodes(ctx.db, ctx.keys, ctx.session.userId) };
  },

  async disable(ctx, input) {
    const user = await caller(ctx);
    await proveHolder(ctx, user, input);
    await removeSecondFactor(ctx.db, user.user_id);
    note(ctx, { second_factor: [APP, null] });
    return { success: true };
  },

  async recovery_codes(ctx, input) {
    const user = await caller(ctx);
    if (!(await totpOn(ctx.db, user.user_id)))
      throw new ApiFailure(409, 'Conflict', 'Turn an authenticator app on first');
    await proveHolder(ctx, user, input);
    note(ctx, { recovery_codes: [null, 'regenerated'] });
    return { recovery_codes: await newRecoveryCodes(ctx.db, ctx.keys, user.user_id) };
  },

  reset: async (ctx, input) => ({ success: true, mail_queued: await resetSecondFactor(ctx, input.user_id) }),

  async verify({ db, keys, config, ip, origin, requestOrigin, userAgent }, input) {
    const { token, access } = await completeSignIn(db, keys, config, {
      ...input,
      rp: relyingParty(origin, config),
      ip,
      origin: requestOrigin,
      userAgent,
    });
    return { payload: { access }, token };
  },
});
