import type { CallCommand } from '../api/client.ts';
import { connectionListQuery } from '../connections/druidia.ts';
import { druidiaCommands, type DruidiaConnection } from '../protocol/druidia.ts';
import { stripeCommands, type StripeConnection } from '../protocol/stripe.ts';

export interface ConnectionsSummary {
  services: { service: string; shared: boolean }[];
  stripe: { total: number; active: number; live: number };
}

/** The dashboard's glance at the account's connections: which services, and the Stripe accounts' state. */
export function summarizeConnections(
  services: readonly Pick<DruidiaConnection, 'service' | 'user_id'>[],
  stripe: readonly Pick<StripeConnection, 'is_active' | 'livemode'>[],
): ConnectionsSummary {
  return {
    services: services.map(({ service, user_id }) => ({ service, shared: user_id === null })),
    stripe: {
      total: stripe.length,
      active: stripe.filter((connection) => connection.is_active).length,
      live: stripe.filter((connection) => connection.livemode).length,
    },
  };
}

export async function loadConnectionsSummary(
  call: CallCommand,
  accountId: number,
): Promise<ConnectionsSummary> {
  const query = connectionListQuery(accountId);
  const [services, stripe] = await Promise.all([
    call(druidiaCommands.list, query),
    call(stripeCommands.list, query),
  ]);
  return summarizeConnections(services.list, stripe.list);
}
