import type { Command } from '../../lib/protocol/command.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { logsInSql } from '../activity/along.ts';
import { noteRecord } from '../activity/trail.ts';
import { SESSION_READ_TABLES } from '../auth/session-rule.ts';
import type { Handler, HandlerSet } from '../http/handlers.ts';
import { listRows } from '../list/list-rows.ts';
import { bulkAction } from './bulk-action.ts';
import { bulkCreate } from './bulk-create.ts';
import { exportCsv } from './export-csv.ts';
import { listSource } from './list-source.ts';
import { saveRecord, type ResourceHandler, type ResourceHooks } from './save.ts';
import { updateAlong } from './update-along.ts';
import { findRecord, type Values } from './sql.ts';
import { listTotals } from './totals.ts';
import { currentRecord } from '../conflicts/stale.ts';
import { listTrash, purgeRecord, restoreRecord, trashRecord } from '../trash/trash.ts';

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
    update: locked((outer, input) => {
      const { [resource.idKey]: _id, updated_at: basedOn, ...changes } = input;
      const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      if (outer.along) return updateAlong(outer, resource, idOf(input), basedOn, sent, outer.along);
      return outer.db.transaction(async (db) => {
        const ctx = { ...outer, db };
        const existing = await currentRecord(ctx, resource, idOf(input), basedOn);
        return saveRecord(ctx, resource, hooks, sent, existing);
      });
    }),
    // A delete moves the record to the trash; what it owns goes when the trash is purged (server/trash).
    async delete(ctx, input) {
      const existing = await findRecord(ctx.db, resource, ctx.session, idOf(input));
      await hooks.beforeDelete?.(ctx, existing);
      await trashRecord(ctx, resource, existing);
      noteRecord(ctx, resource, existing, undefined);
      return { success: true };
    },
    trash: (ctx, input) => listTrash(ctx, resource, input.page as number),
    restore: (ctx, input) => restoreRecord(ctx, resource, idOf(input)),
    async purge(ctx, input) {
      await purgeRecord(ctx, resource, idOf(input));
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
    // Each record through the handlers below: a bulk delete is the single delete, whatever that does.
    bulk_action: (ctx, input) => bulkAction(ctx, resource, handlers as never, input as never),
  };
  const handlers = Object.fromEntries(
    Object.keys(resource.commands).map((name) => [name, hooks.handlers?.[name] ?? standard[name]]),
  ) as unknown as Record<string, Handler<Command>>;
  // A resource module writes its own table (with the log, the outbox and the trash beside it): only an area
  // whose table a session read holds (api keys, for embed sessions) drops the reused reads on a write.
  // Every other writer of those tables is a module of its own (docs/security.md, "Sessions").
  // A plain area's create is its insert, and its update without cross-field checks its update: each
  // carries its own trail in its statement (server/activity/along.ts).
  const plain = Object.keys(hooks).length === 0 && logsInSql(resource);
  const oneStatement = new Set(plain ? ['create', ...(resource.checks.length === 0 ? ['update'] : [])] : []);
  return {
    commands: resource.commands,
    handlers,
    keepsSessions: !SESSION_READ_TABLES.has(resource.table),
    oneStatement,
  };
}
