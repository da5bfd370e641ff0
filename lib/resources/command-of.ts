import type { z } from '../protocol/z.ts';
import type { Command } from '../protocol/command.ts';
import type { ListResponse, resourceListSchema } from '../protocol/list.ts';
import type { mediaRecordSchema, uploadFieldsSchema } from '../protocol/media.ts';
import type { bulkActionRequestSchema, bulkActionResponseSchema } from '../list/bulk-action.ts';
import type { trashPageSchema } from '../trash/commands.ts';
import type { bulkRequestSchema, bulkResponseSchema } from './bulk.ts';
import type { CreateOf, RecordOf, UpdateOf } from './record-types.ts';
import type { Resource } from './spec.ts';
import type { listTotalsSchema } from './totals.ts';

type Row = Record<string, unknown>;

/**
 * The schemas of the commands defineResource makes for every generic area (commands.ts,
 * lib/trash/commands.ts), so a view's call of one is typed by what it takes and answers: the area's
 * record types (record-types.ts).
 */
interface StandardCommands<R> {
  create: Command<z.ZodMiniType<CreateOf<R>>, z.ZodMiniType<RecordOf<R>>>;
  read: Command<z.ZodMiniType<Row>, z.ZodMiniType<RecordOf<R>>>;
  update: Command<z.ZodMiniType<UpdateOf<R>>, z.ZodMiniType<RecordOf<R>>>;
  list: Command<typeof resourceListSchema, z.ZodMiniType<ListResponse<RecordOf<R>>>>;
  bulk_create: Command<typeof bulkRequestSchema, typeof bulkResponseSchema>;
  bulk_action: Command<typeof bulkActionRequestSchema, typeof bulkActionResponseSchema>;
  totals: Command<z.ZodMiniType<Row>, typeof listTotalsSchema>;
  trash: Command<z.ZodMiniType<{ page?: number }>, typeof trashPageSchema>;
  restore: Command<z.ZodMiniType<Row>, z.ZodMiniType<RecordOf<R>>>;
  upload: Command<typeof uploadFieldsSchema, typeof mediaRecordSchema>;
}

/**
 * One of the area's commands, by name: views ask only for commands they checked (`useCan`), so a missing
 * one is a bug in the view and fails loudly here rather than as a request to nowhere.
 */
export function commandOf<R extends Pick<Resource, 'name' | 'commands'>, N extends string>(
  resource: R,
  name: N,
): N extends keyof StandardCommands<R> ? StandardCommands<R>[N] : Command {
  const command = resource.commands[name];
  if (!command) throw new Error(`${resource.name} has no ${name} command`);
  // The one place the table's generic Command meets the schemas it was made from (above).
  return command as N extends keyof StandardCommands<R> ? StandardCommands<R>[N] : Command;
}
