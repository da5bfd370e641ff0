import { z } from './z.ts';
import { ACCESS } from './access.ts';
import { defineCommands } from './command.ts';
import { basedOn, flag, id, SAFE_KEY, timestamp } from './fields.ts';
import { listQuerySchema, listResponseSchema, type ListFields } from './list.ts';
import { STATEMENT_DESCRIPTOR_MAX, STRIPE_MANAGE_ACCESS, STRIPE_STRING_MAX } from './stripe-ref.ts';
import { said } from './issue-texts.ts';

export { STATEMENT_DESCRIPTOR_MAX, STRIPE_STRING_MAX } from './stripe-ref.ts';

const text = z.string().check(z.maxLength(STRIPE_STRING_MAX));
const statementDescriptor = z.nullable(z.string().check(z.maxLength(STATEMENT_DESCRIPTOR_MAX)));
const metadata = z.nullable(
  z.record(
    z.string().check(z.regex(SAFE_KEY, { error: said('Invalid metadata key') })),
    z.union([z.string().check(z.maxLength(500)), z.number(), z.boolean(), z.null()]),
  ),
);

const keyFields = {
  publishable_key: text,
  publishable_test_key: text,
  secret_key: text,
  secret_test_key: text,
  webhook_secret: text,
  webhook_test_secret: text,
};

/** A Stripe connection as the API returns it: secret keys and webhook secrets come back masked. */
export const stripeConnectionSchema = z.object({
  stripe_connection_id: z.int(),
  account_id: z.int(),
  stripe_account_id: text,
  create_products: z.boolean(),
  ...keyFields,
  statement_descriptor: z.optional(statementDescriptor),
  livemode: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
  is_active: z.boolean(),
  metadata: z.optional(metadata),
});
export type StripeConnection = z.infer<typeof stripeConnectionSchema>;

export const stripeCreateSchema = z.object({
  account_id: z.optional(id),
  stripe_account_id: z.string().check(z.minLength(1), z.maxLength(STRIPE_STRING_MAX)),
  create_products: z._default(z.boolean(), true),
  publishable_key: z._default(text, ''),
  publishable_test_key: z._default(text, ''),
  secret_key: z._default(text, ''),
  secret_test_key: z._default(text, ''),
  webhook_secret: z._default(text, ''),
  webhook_test_secret: z._default(text, ''),
  statement_descriptor: z.optional(statementDescriptor),
  livemode: z._default(z.boolean(), false),
  is_active: z._default(z.boolean(), true),
  metadata: z.optional(metadata),
});

export const stripeUpdateSchema = z.object({
  stripe_connection_id: id,
  stripe_account_id: z.optional(z.string().check(z.minLength(1), z.maxLength(STRIPE_STRING_MAX))),
  create_products: z.optional(z.boolean()),
  publishable_key: z.optional(text),
  publishable_test_key: z.optional(text),
  secret_key: z.optional(text),
  secret_test_key: z.optional(text),
  webhook_secret: z.optional(text),
  webhook_test_secret: z.optional(text),
  statement_descriptor: z.optional(statementDescriptor),
  livemode: z.optional(z.boolean()),
  is_active: z.optional(z.boolean()),
  metadata: z.optional(metadata),
  /** The version the edit was based on (docs/behaviour.md#conflicts). */
  updated_at: basedOn,
});

export const stripeListFields: ListFields = {
  stripe_connection_id: { type: 'number', filterable: true, sortable: true },
  account_id: { type: 'number', filterable: true, sortable: true },
  stripe_account_id: { type: 'string', filterable: true, sortable: true },
  statement_descriptor: { type: 'string', filterable: true, sortable: true },
  livemode: { type: 'boolean', filterable: true, sortable: true },
  is_active: { type: 'boolean', filterable: true, sortable: true },
  created_at: { type: 'date', filterable: true, sortable: true },
  updated_at: { type: 'date', filterable: true, sortable: true },
};

const byId = z.object({ stripe_connection_id: id });
const url = z.url().check(z.maxLength(2048));

/** What a test checkout link may ask for: a few tickets at a price Stripe could charge (50 cents at least). */
export const CHECKOUT_LIMITS = { maxQuantity: 50, minPrice: 50, maxPrice: 100_000 } as const;

export const checkoutLinkSchema = z.object({
  stripe_connection_id: id,
  rodeo_id: id,
  quantity: z._default(z.int().check(z.gte(1), z.lte(CHECKOUT_LIMITS.maxQuantity)), 1),
  /** Cents per ticket. */
  price: z.int().check(z.gte(CHECKOUT_LIMITS.minPrice), z.lte(CHECKOUT_LIMITS.maxPrice)),
  currency: z._default(
    z.string().check(z.regex(/^[A-Za-z]{3}$/, { error: said('A 3-letter code such as usd') })),
    'usd',
  ),
});

export const stripeCommands = defineCommands('stripe', {
  start_connect: {
    method: 'GET',
    auth: 'user',
    access: STRIPE_MANAGE_ACCESS,
    request: z.object({
      account_id: z.optional(id),
      redirect_url: url,
      state: z.optional(z.string().check(z.maxLength(255))),
      livemode: z._default(flag, false),
    }),
    response: z.object({ url, state: z.string() }),
    summary: 'Begin a Stripe Connect authorization; the server issues the single-use state.',
  },
  handle_callback: {
    method: 'GET',
    auth: 'user',
    access: STRIPE_MANAGE_ACCESS,
    request: z.object({
      code: z.string().check(z.minLength(1), z.maxLength(255)),
      state: z.string().check(z.minLength(1), z.maxLength(255)),
    }),
    response: z.object({ redirect_url: z.string() }),
    summary:
      'Exchange the authorization code for a connection; the state must be the caller’s, unused, fresh.',
  },
  create: {
    method: 'POST',
    auth: 'user',
    access: STRIPE_MANAGE_ACCESS,
    request: stripeCreateSchema,
    response: stripeConnectionSchema,
    summary: 'Record a Stripe connection with keys entered by hand.',
  },
  read: {
    method: 'GET',
    auth: 'user',
    access: ACCESS.user,
    request: byId,
    response: stripeConnectionSchema,
    summary: 'Read one Stripe connection of the caller’s account, secrets masked.',
  },
  update: {
    method: 'PUT',
    auth: 'user',
    access: STRIPE_MANAGE_ACCESS,
    request: stripeUpdateSchema,
    response: stripeConnectionSchema,
    summary:
      'Change a Stripe connection of the caller’s account. With the updated_at it was based on (optional: left out, the update applies unconditionally), a newer stored one answers 409 with the connection as it is now, secrets masked.',
  },
  delete: {
    method: 'DELETE',
    auth: 'user',
    access: STRIPE_MANAGE_ACCESS,
    request: byId,
    response: z.object({ success: z.boolean() }),
    summary: 'Delete a Stripe connection of the caller’s account.',
  },
  checkout_link: {
    method: 'POST',
    auth: 'user',
    access: STRIPE_MANAGE_ACCESS,
    request: checkoutLinkSchema,
    response: z.object({ url, expires_at: timestamp }),
    summary:
      'A signed link to the built-in simulator’s test checkout for a rodeo on sale of the caller’s account, paid through one of its test-mode connections (docs/connections.md). Only where the simulator is served: elsewhere 404.',
  },
  list: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.user,
    request: listQuerySchema,
    response: listResponseSchema(stripeConnectionSchema),
    summary: 'List the Stripe connections of the caller’s account, secrets masked.',
  },
});
