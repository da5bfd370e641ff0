import type { Command } from '../../lib/protocol/command.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { noteRecord } from '../activity/trail.ts';
import type { Handler, HandlerSet } from '../http/handlers.ts';
import { listRows } from '../list/list-rows.ts';
import { bulkCreate } from './bulk-create.ts';
import { exportCsv } from './export-csv.ts';
import { listSource } from './list-source.ts';
import { saveRecord, type ResourceHandler, type ResourceHooks } from './save.ts';
import { findRecord, type Values } from './sql.ts';
import { listTotals } from './totals.ts';

/**
 * The server module of a resource definition: create, read, update, delete, list and, where the area has
 * them, bulk_create, export and totals; tenancy from the session, levels from the definition's command table.
 */
export function resourceModule(resource: Resource, hooks: ResourceHooks = {}): HandlerSet {
  // Its commands are another module's (account, user): serving them here would be a second, laxer copy.
  if (resource.ownModule) throw new Error(`${resource.name} has a module of its own`);
  const idOf = (input: Record<string, unknown>) => input[resource.idKey] as number;
  const { lock } = hooks;
  // bulk_create writes a batch in one statement, without the per-record hooks: an area that needs them
  // cannot offer it until the batch path runs them too.
  if (resource.bulk && (hooks.prepare || hooks.afterSave || lock)) {
    throw new Error(`${resource.name}: bulk_create does not run prepare, afterSave or lock hooks`);
  }
  const locked: (handler: ResourceHandler) => ResourceHandler = lock
    ? (handler) => (ctx, input) =>
        ctx.db.transaction(async (db) => {
          await lock(db, ctx.session);
          return handler({ ...ctx, db }, input);
        })
    : (handler) => handler;
  const standard: Record<string, ResourceHandler> = {
    create: locked((ctx, input) => saveRecord(ctx, resource, hooks, input)),
    read: (ctx, input) => findRecord(ctx.db, resource, ctx.session, idOf(input)),
    update: locked(async (ctx, input) => {
      const existing = await findRecord(ctx.db, resource, ctx.session, idOf(input));
      const { [resource.idKey]: _id, ...changes } = input;
      const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      return saveRecord(ctx, resource, hooks, sent, existing);
    }),
    async delete(ctx, input) {
      const existing = await findRecord(ctx.db, resource, ctx.session, idOf(input));
      await hooks.beforeDelete?.(ctx, existing);
      await ctx.db.query(`DELETE FROM ${resource.table} WHERE "${resource.idKey}" = $1`, [
        existing[resource.idKey],
      ]);
      await hooks.afterDelete?.(ctx, existing);
      noteRecord(ctx, resource, existing, undefined);
      return { success: true };
    },
    list: (ctx, query) =>
      listRows<Values>(
        ctx.db,
        listSource(resource, ctx.session, query.search as string | undefined),
        query as never,
      ),
    bulk_create: (ctx, input) => bulkCreate(ctx, resource, input.rows as Record<string, unknown>[]),
    export: (ctx, query) => exportCsv(ctx, resource, query as never),
    totals: (ctx, query) => listTotals(ctx, resource, query as never),
  };
  const handlers = Object.fromEntries(
    Object.keys(resource.commands).map((name) => [name, hooks.handlers?.[name] ?? standard[name]]),
  ) as unknown as Record<string, Handler<Command>>;
  return { commands: resource.commands, handlers };
}
