import type { Config } from '../config.ts';
import { ApiFailure } from '../http/failure.ts';
import { issuesText } from '../http/issues.ts';
import { stripeMode } from './mode.ts';
import { stripeTokensSchema, type StripeTokens } from './tokens.ts';

export const STRIPE_AUTHORIZE_URL = 'https://connect.stripe.com/oauth/authorize';
export const STRIPE_TOKEN_URL = 'https://connect.stripe.com/oauth/token';
/** The client id the simulator's authorize URL carries, in place of a platform's ca_… id. */
export const SIM_CLIENT_ID = 'ca_console_kit_simulator';
export const SIM_AUTHORIZE_PATH = '/stripe-sim/authorize';

/** Where start_connect sends the browser: Stripe's authorize page, or the simulator's on this server. */
export function authorizeUrl(config: Config, origin: string, state: string, redirectUrl: string): string {
  const real = stripeMode(config) === 'stripe';
  const url = new URL(real ? STRIPE_AUTHORIZE_URL : `${origin}${SIM_AUTHORIZE_PATH}`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: real ? (config.stripeClientId ?? '') : SIM_CLIENT_ID,
    scope: 'read_write',
    state,
    redirect_uri: redirectUrl,
  }).toString();
  return url.href;
}

const badGateway = (detail: string): ApiFailure => new ApiFailure(502, 'Bad Gateway', detail);

/**
 * Redeems an authorization code at Stripe (real mode), authenticating with the platform's secret key.
 * `fetchImpl` is there for tests: Stripe is not reachable from the test machines.
 */
export async function exchangeWithStripe(
  config: Config,
  code: string,
  fetchImpl: typeof fetch = fetch,
): Promise<StripeTokens> {
  let response: Response;
  try {
    response = await fetchImpl(STRIPE_TOKEN_URL, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${config.stripeSecretKey ?? ''}:`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code }).toString(),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw badGateway('Stripe could not be reached');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status >= 400 && response.status < 500) {
    // invalid_grant and the like: the code was wrong, spent or expired. Stripe's description names no secret.
    const description = (body as { error_description?: unknown } | undefined)?.error_description;
    throw new ApiFailure(
      400,
      'Bad Request',
      `Stripe refused the authorization code${typeof description === 'string' ? `: ${description.slice(0, 200)}` : ''}`,
    );
  }
  if (!response.ok) throw badGateway(`Stripe answered ${response.status}`);
  const tokens = stripeTokensSchema.safeParse(body);
  if (!tokens.success)
    throw badGateway(`Unexpected token response from Stripe: ${issuesText(tokens.error.issues)}`);
  return tokens.data;
}
