import { accountCommands } from './account.ts';
import { activityCommands } from './activity.ts';
import { revisionCommands } from './revision.ts';
import type { Command } from './command.ts';
import { dashboardCommands } from './dashboard.ts';
import { druidiaCommands } from './druidia.ts';
import { embedCommands } from './embed.ts';
import { listPrefsCommands } from './list-prefs.ts';
import { liveCommands } from './live.ts';
import { passkeyCommands } from './passkey.ts';
import { secondFactorCommands } from './second-factor.ts';
import { sessionCommands } from './session.ts';
import { stripeCommands } from './stripe.ts';
import { checkinCommands, ticketCommands } from './ticket.ts';
import { userCommands } from './user.ts';
import { accountBulkCommands, userBulkCommands } from './people-bulk.ts';
import { RESOURCES } from '../resources/registry.ts';

/**
 * Every module's command table, in the order docs/protocol.md shows them. The server must serve each
 * command here (tests/server/coverage.test.ts); browser code imports single tables, never this list.
 */
export const PROTOCOL_TABLES: Record<string, Command>[] = [
  // The User and Account Lists' bulk actions live apart, out of the shared runtime (people-bulk.ts).
  { ...userCommands, ...userBulkCommands },
  { ...accountCommands, ...accountBulkCommands },
  druidiaCommands,
  stripeCommands,
  ...RESOURCES.map((resource) => resource.commands),
  embedCommands,
  dashboardCommands,
  listPrefsCommands,
  activityCommands,
  revisionCommands,
  liveCommands,
  ticketCommands,
  checkinCommands,
  secondFactorCommands,
  passkeyCommands,
  sessionCommands,
];
