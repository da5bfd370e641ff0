import { z } from '../../lib/protocol/z.ts';

/** The part of Stripe's OAuth token response a connection is made of. */
export const stripeTokensSchema = z.object({
  stripe_user_id: z.string().check(z.minLength(1), z.maxLength(255)),
  access_token: z.string().check(z.minLength(1), z.maxLength(255)),
  stripe_publishable_key: z.string().check(z.maxLength(255)),
  livemode: z.boolean(),
});
export type StripeTokens = z.infer<typeof stripeTokensSchema>;
