import { createHash } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './console-helpers.ts';

/**
 * One of the demo network's rodeos on sale, and a checkout link the console signed for two tickets to it
 * through the network's Stripe connection, as an admin's API calls get them (docs/connections.md).
 */
export async function demoSale(request: APIRequestContext) {
  const passhash = createHash('sha256').update(DEMO_PASSWORD).digest('hex');
  const login = await request.post('/api?module=user&command=token', {
    headers: { Authorization: 'Bearer demo-site' },
    data: { email: 'admin@demo.test', passhash },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const list = async <T>(module: string, filters: unknown[]) =>
    (
      (await (
        await request.post(`/api?module=${module}&command=list`, { headers, data: { filters } })
      ).json()) as {
        payload: { list: T[] };
      }
    ).payload.list[0]!;
  const connection = await list<{ stripe_connection_id: number }>('stripe', [
    { field: 'stripe_account_id', operator: '=', value: 'acct_demoRodeoNetwork' },
  ]);
  const rodeo = await list<{ rodeo_id: number; name: string }>('rodeo', [
    { field: 'status', operator: '=', value: 'scheduled' },
  ]);
  const signed = await request.post('/api?module=stripe&command=checkout_link', {
    headers,
    data: {
      stripe_connection_id: connection.stripe_connection_id,
      rodeo_id: rodeo.rodeo_id,
      quantity: 2,
      price: 3500,
    },
  });
  expect(signed.status()).toBe(200);
  return { link: ((await signed.json()) as { payload: { url: string } }).payload.url, rodeo };
}
