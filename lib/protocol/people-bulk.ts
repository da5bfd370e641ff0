import { z } from './z.ts';
import { ACCESS } from './access.ts';
import { defineCommands } from './command.ts';
import { id } from './fields.ts';
import { bulkActionRequestSchema, bulkActionResponseSchema } from '../list/bulk-action.ts';
import { exportQuerySchema } from '../resources/schemas.ts';

// Apart from userCommands and accountCommands, which the shared runtime carries (sign-in, profile): only
// the lazily loaded User and Account List definitions (lib/resources/user.ts, account.ts) need these
// list commands (bulk action, export).

export const userBulkCommands = defineCommands('user', {
  bulk_action: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.groupAdmin,
    request: z.extend(bulkActionRequestSchema, { account_id: z.optional(id) }),
    response: bulkActionResponseSchema,
    summary:
      'Set the access or a flag of the users with these ids or of the next batch matching a list query (super admins: of any account_id), each as its own update; one refusal per user refused; the users done (`ids`) and their earlier values (`previous`) come back for an undo.',
  },
  export: {
    method: 'GET',
    auth: 'user',
    access: ACCESS.groupAdmin,
    request: z.extend(exportQuerySchema, { account_id: z.optional(id) }),
    response: z.unknown(),
    summary:
      'Stream the (filtered, searched) users of the caller’s account (super admins: any account_id) as CSV, the list’s columns only, formulas neutralised.',
  },
});

export const accountBulkCommands = defineCommands('account', {
  bulk_action: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.admin,
    request: bulkActionRequestSchema,
    response: bulkActionResponseSchema,
    summary:
      'Enable or disable the accounts with these ids or the next batch matching a list query (admins), each as its own update; one refusal per account refused; the accounts done (`ids`) and their earlier values (`previous`) come back for an undo.',
  },
  export: {
    method: 'GET',
    auth: 'user',
    access: ACCESS.admin,
    request: exportQuerySchema,
    response: z.unknown(),
    summary:
      'Stream the (filtered, searched) accounts of the network as CSV (admins), the list’s columns only, formulas neutralised.',
  },
});
