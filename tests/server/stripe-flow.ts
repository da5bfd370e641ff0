import { expect } from 'vitest';
import { SIM_FORM_MAX_BYTES } from '../../server/stripe-sim/form-cap.ts';
import { stripeSignatureHeader } from '../../server/webhooks/stripe-signature.ts';
import type { CallResult, TestApi } from './harness.ts';

/** The demo connection's webhook test secret (server/seed/connections.ts). */
export const DEMO_WEBHOOK_SECRET = 'whsec_demoRodeoNetworkNotARealSecret4242';

/** `body` posted to a connection's webhook endpoint, signed now with `secret` as Stripe signs. */
export const postSignedWebhook = (
  api: Pick<TestApi, 'app'>,
  body: string,
  { connectionId = 1, secret = DEMO_WEBHOOK_SECRET } = {},
): Promise<Response> =>
  Promise.resolve(
    api.app.request(`/webhooks/stripe/${connectionId}`, {
      method: 'POST',
      headers: { 'Stripe-Signature': stripeSignatureHeader(secret, Math.floor(Date.now() / 1000), body) },
      body,
    }),
  );

/** The console's profile page on the harness origin: where a connect flow returns to. */
export const PROFILE_URL = 'http://localhost/profile';

export const startConnect = (
  api: TestApi,
  token: string,
  input: Record<string, string> = {},
): Promise<CallResult> =>
  api.call('stripe', 'start_connect', {
    token,
    query: { redirect_url: PROFILE_URL, livemode: 'false', ...input },
  });

export const stateOf = (result: CallResult): { url: string; state: string } =>
  result.packet.payload as { url: string; state: string };

/** The simulator's authorize page, opened as the browser would open start_connect's url. */
export function openAuthorizePage(api: TestApi, url: string): Promise<Response> {
  const { pathname, search } = new URL(url);
  return Promise.resolve(api.app.request(pathname + search));
}

/** Presses Allow or Deny on the simulator's page (the forms post the state and the decision). */
export const decide = (api: TestApi, state: string, decision: string): Promise<Response> =>
  Promise.resolve(
    api.app.request('/stripe-sim/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, decision }).toString(),
    }),
  );

/** start_connect, then Allow: the code and state the browser brings back to the profile page. */
export async function allowedCode(api: TestApi, token: string): Promise<{ code: string; state: string }> {
  const { state } = stateOf(await startConnect(api, token));
  const back = new URL((await decide(api, state, 'allow')).headers.get('location') ?? '');
  return { code: back.searchParams.get('code') ?? '', state };
}

export const handleCallback = (
  api: TestApi,
  token: string,
  code: string,
  state: string,
): Promise<CallResult> => api.call('stripe', 'handle_callback', { token, query: { code, state } });

/**
 * A simulator form post refuses a body past SIM_FORM_MAX_BYTES, announced or streamed, and stops reading
 * soon after the cap rather than at the end of the 640 MB the stream would send.
 */
export async function expectFormCapped(
  post: (body: BodyInit) => Response | Promise<Response>,
): Promise<void> {
  expect((await post(`state=${'x'.repeat(SIM_FORM_MAX_BYTES)}&decision=allow`)).status).toBe(413);
  let pulled = 0;
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      if (pulled > 10_000) controller.close();
      else controller.enqueue(new Uint8Array(64 * 1024).fill(120));
    },
  });
  expect((await post(endless)).status).toBe(413);
  expect(pulled).toBeLessThan(10);
}
