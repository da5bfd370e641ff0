import { passkeyCommands } from '../../lib/protocol/passkey.ts';
import { signInWithPasskey } from '../auth/passkey-sign-in.ts';
import {
  assertionOptions,
  listPasskeys,
  registerPasskey,
  registrationOptions,
  removePasskey,
  renamePasskey,
} from '../auth/passkeys.ts';
import { relyingParty } from '../auth/relying-party.ts';
import { SIGN_IN_EXPIRED } from '../../lib/protocol/second-step.ts';
import { challengeUser } from '../auth/sign-in-challenge.ts';
import { ApiFailure } from '../http/failure.ts';
import { defineHandlers, type Ctx } from '../http/handlers.ts';
import { caller, note } from './second-factor.ts';

// docs/security.md "Passkeys": a caller manages their own passkeys only (no command names a user), never
// through an embed session; the activity log names the passkey, never its key.

const rpOf = (ctx: Ctx) => relyingParty(ctx.origin, ctx.config);
/** The library's options, as the JSON the browser gets. */
const sent = (options: { challenge: string }) => ({
  options: { ...options } as Record<string, unknown> & { challenge: string },
});

export const passkeyHandlers = defineHandlers(passkeyCommands, {
  async list({ db, session }) {
    return { rows: await listPasskeys(db, session.userId) };
  },

  async register_options(ctx) {
    const user = await caller(ctx);
    return sent(await registrationOptions(ctx.db, rpOf(ctx), user));
  },

  async register(ctx, input) {
    const user = await caller(ctx);
    const owner = { userId: user.user_id, accountId: ctx.session.accountId };
    const passkey = await registerPasskey(ctx.db, rpOf(ctx), owner, input.name, input.credential);
    note(ctx, { passkey: [null, passkey.name] });
    return passkey;
  },

  async rename(ctx, input) {
    await caller(ctx);
    const { before, after } = await renamePasskey(ctx.db, ctx.session.userId, input.passkey_id, input.name);
    note(ctx, { passkey: [before, after.name] });
    return after;
  },

  async remove(ctx, input) {
    await caller(ctx);
    note(ctx, { passkey: [await removePasskey(ctx.db, ctx.session.userId, input.passkey_id), null] });
    return { success: true };
  },

  async sign_in_options(ctx, input) {
    if (input.challenge === undefined) return sent(await assertionOptions(ctx.db, rpOf(ctx)));
    const userId = await challengeUser(ctx.db, input.challenge);
    if (userId === undefined) throw new ApiFailure(401, SIGN_IN_EXPIRED);
    const options = await assertionOptions(ctx.db, rpOf(ctx), { challenge: input.challenge, userId });
    if (!options.allowCredentials?.length)
      throw new ApiFailure(409, 'Conflict', 'This sign-in has no passkey: use a code');
    return sent(options);
  },

  async sign_in(ctx, input) {
    const { token, access, userId } = await signInWithPasskey(ctx.db, ctx.config, rpOf(ctx), {
      credential: input.credential,
      ip: ctx.ip,
      origin: ctx.requestOrigin,
      userAgent: ctx.userAgent,
    });
    return { payload: { access, user_id: userId }, token };
  },
});
