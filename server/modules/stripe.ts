import { stripeCommands, stripeListFields } from '../../lib/protocol/stripe.ts';
import { listInAccount } from '../connections/rows.ts';
import { secretInput } from '../connections/secret-input.ts';
import { assertCurrent, type Versioned } from '../conflicts/stale.ts';
import { ApiFailure, badRequest, forbidden, notFound } from '../http/failure.ts';
import { defineHandlers, type Session } from '../http/handlers.ts';
import { readCheckout } from '../stripe-sim/checkout.ts';
import { SIM_ENGLISH } from '../stripe-sim/texts.ts';
import { CHECKOUT_LINK_DAYS, checkoutLinkUrl } from '../stripe-sim/checkout-link.ts';
import { redeemSimCode } from '../stripe-sim/codes.ts';
import { saveAuthorizedConnection } from '../stripe/authorized-connection.ts';
import { platformLivemode, simulatorServed, stripeMode } from '../stripe/mode.ts';
import { authorizeUrl, exchangeWithStripe } from '../stripe/oauth.ts';
import { consumeState, issueState } from '../stripe/oauth-state.ts';
import { checkRedirectUrl } from '../stripe/redirect-policy.ts';
import {
  findStripeConnection,
  insertStripeConnection,
  SECRET_FIELDS,
  STRIPE,
  toStripeConnection,
  updateStripeConnection,
  type StripeFields,
  type StripeRow,
} from '../stripe/rows.ts';

// account_id is accepted for the client's sake; the account is always the session's.
function assertOwnAccount(session: Session, accountId: number | undefined): void {
  if (accountId !== undefined && accountId !== session.accountId) {
    throw forbidden('You can only manage the Stripe connections of your own account');
  }
}

/**
 * Every secret field of an input as it is to be stored: undefined (kept) when left out or when it echoes
 * the current masked value. Spread over the input, it replaces the raw secrets.
 */
const secretFields = (input: StripeFields, current?: StripeFields): StripeFields =>
  Object.fromEntries(
    SECRET_FIELDS.map((field) => [field, secretInput(field, input[field], current?.[field])]),
  );

/** The version check's view of Stripe connections (docs/behaviour.md#conflicts): a 409 carries one masked. */
const stripeVersion: Versioned = {
  table: STRIPE.table,
  idKey: STRIPE.idColumn,
  label: 'Stripe connection',
  find: async ({ db, keys, session }, id) =>
    toStripeConnection(keys, await findStripeConnection(db, id, session.accountId)),
};

export const stripeHandlers = defineHandlers(stripeCommands, {
  // A state sent by the client is ignored: the server issues its own and returns it.
  async start_connect({ db, config, session, origin }, input) {
    assertOwnAccount(session, input.account_id);
    if (stripeMode(config) === 'simulator' && !simulatorServed(config)) {
      throw new ApiFailure(
        503,
        'Service Unavailable',
        'Stripe Connect is not set up on this server: its operator sets STRIPE_CLIENT_ID and STRIPE_SECRET_KEY',
      );
    }
    const livemode = platformLivemode(config);
    if (input.livemode !== livemode) {
      throw badRequest(
        `This server connects ${livemode ? 'live' : 'test'}-mode Stripe accounts only` +
          (stripeMode(config) === 'simulator' ? ' (the built-in simulator has no live mode)' : ''),
      );
    }
    const redirectUrl = checkRedirectUrl(input.redirect_url, [origin, ...config.consoleOrigins]);
    const state = await issueState(db, session, redirectUrl, livemode);
    return { url: authorizeUrl(config, origin, state, redirectUrl), state };
  },

  async handle_callback({ db, config, keys, session }, input) {
    const pending = await consumeState(db, session, input.state);
    const tokens =
      stripeMode(config) === 'simulator'
        ? await redeemSimCode(db, input.code, pending.state_hash)
        : await exchangeWithStripe(config, input.code);
    if (tokens.livemode !== pending.livemode) {
      // The platform key changed mode between start and callback: do not file keys under the wrong mode.
      throw new ApiFailure(502, 'Bad Gateway', 'Stripe answered in a different mode than was requested');
    }
    const row = await saveAuthorizedConnection(db, keys, session.accountId, tokens);
    // The id is for the activity entry (server/activity/command.ts); the response schema drops it.
    return { redirect_url: pending.redirect_url, [STRIPE.idColumn]: row.stripe_connection_id };
  },

  async create({ db, keys, session }, input) {
    assertOwnAccount(session, input.account_id);
    const { account_id: _account, ...fields } = input;
    const row = await insertStripeConnection(db, keys, session.accountId, {
      ...fields,
      ...secretFields(fields),
    });
    return toStripeConnection(keys, row);
  },

  async read({ db, keys, session }, input) {
    return toStripeConnection(
      keys,
      await findStripeConnection(db, input.stripe_connection_id, session.accountId),
    );
  },

  async update(ctx, input) {
    const { db, keys, session } = ctx;
    const row = await findStripeConnection(db, input.stripe_connection_id, session.accountId);
    // Based on the version the form read, or a 409 with the connection as stored now.
    await assertCurrent(ctx, stripeVersion, row.stripe_connection_id, input.updated_at);
    const { stripe_connection_id: _id, updated_at: _basedOn, ...fields } = input;
    const secrets = secretFields(fields, toStripeConnection(keys, row));
    return toStripeConnection(keys, await updateStripeConnection(db, keys, row, { ...fields, ...secrets }));
  },

  async delete({ db, session }, input) {
    const row = await findStripeConnection(db, input.stripe_connection_id, session.accountId);
    await db.query('DELETE FROM stripe_connections WHERE stripe_connection_id = $1', [
      row.stripe_connection_id,
    ]);
    return { success: true };
  },

  // Only the console signs checkout links, for its own account's connections and rodeos on sale.
  async checkout_link({ db, keys, config, session, origin }, input) {
    if (!simulatorServed(config)) {
      throw notFound(
        'The test checkout is served only by the built-in Stripe simulator: without Stripe keys, outside production mode',
      );
    }
    const row = await findStripeConnection(db, input.stripe_connection_id, session.accountId);
    const link = {
      connection: row.stripe_connection_id,
      rodeo: input.rodeo_id,
      quantity: input.quantity,
      price: input.price,
      currency: input.currency.toLowerCase(),
      expires: Math.floor(Date.now() / 1000) + CHECKOUT_LINK_DAYS * 86_400,
    };
    const checkout = await readCheckout({ db, keys }, link);
    if ('problem' in checkout) throw badRequest(checkout.problem(SIM_ENGLISH));
    return {
      url: checkoutLinkUrl(origin, keys, link),
      expires_at: new Date(link.expires * 1000).toISOString(),
    };
  },

  list: ({ db, keys, session }, query) =>
    listInAccount(
      db,
      { ...STRIPE, fields: stripeListFields, toReply: (row: StripeRow) => toStripeConnection(keys, row) },
      session.accountId,
      query,
    ),
});
