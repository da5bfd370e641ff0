import type { Resource } from '../../lib/resources/define.ts';
import { rowId } from '../../lib/resources/record-types.ts';
import { conflictOnDuplicate } from '../connections/rows.ts';
import { badRequest } from '../http/failure.ts';
import type { Ctx } from '../http/handlers.ts';
import { noteRecord } from '../activity/trail.ts';
import { assertRefs } from './refs.ts';
import { sanitizeRich } from './sanitize.ts';
import { findRecord, insertRecord, updateRecord, type Values } from './sql.ts';

/** What an area adds to the generic module. */
export interface ResourceHooks {
  /** Area rules on the values about to be written: a create has every field, an update the changed ones. */
  prepare?: (ctx: Ctx, values: Values, existing: Values | undefined) => Promise<Values>;
  /** After a create or update is written: `existing` is the record before an update. */
  afterSave?: (ctx: Ctx, saved: Values, existing: Values | undefined) => Promise<void>;
  /** Before a record is deleted, with the record as it is: throws to refuse the delete. */
  beforeDelete?: (ctx: Ctx, existing: Values) => Promise<void>;
  /**
   * Taken at the start of a transaction around each create and update, for areas whose writes must queue
   * (a board's positions): the same lock the area's own commands take.
   */
  lock?: (db: Ctx['db'], session: Ctx['session']) => Promise<void>;
  /** The area's own commands, and standard commands it answers its own way. */
  handlers?: Record<string, ResourceHandler>;
}

/** A handler of a resource command: its input is the command's parsed request, an object. */
export type ResourceHandler = (ctx: Ctx, input: Values) => Promise<unknown>;

export const conflictDetail = (resource: Resource): string =>
  `A ${resource.label.toLowerCase()} with this ${resource.unique ?? 'value'} already exists`;

/** The values with their rich text sanitised, as they may be stored. */
export function sanitizeValues(resource: Resource, input: Values): Values {
  const values: Values = { ...input };
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind === 'rich' && typeof values[name] === 'string') values[name] = sanitizeRich(values[name]);
  }
  return values;
}

/** The definition's rules across fields, on the record as it would be stored: a 400 naming the field. */
export function assertChecks(resource: Resource, record: Values): void {
  for (const check of resource.checks) {
    if (!check.valid(record)) throw badRequest(`${check.field}: ${check.message}`);
  }
}

/**
 * Creates (no `existing`) or updates a record: rich text sanitised, refs checked against the caller's
 * account, the area's rules applied, then the cross-field checks on the record as it would be stored.
 */
export async function saveRecord(
  ctx: Ctx,
  resource: Resource,
  hooks: ResourceHooks,
  input: Values,
  existing?: Values,
): Promise<Values> {
  const values = sanitizeValues(resource, input);
  await assertRefs(ctx.db, resource, values, ctx.session.accountId);
  const prepared = hooks.prepare ? await hooks.prepare(ctx, values, existing) : values;
  assertChecks(resource, { ...existing, ...prepared });
  // The write answers the record itself (RETURNING), so a save is one statement, not a write and a read.
  const saved = await conflictOnDuplicate(async () => {
    if (!existing) return insertRecord(ctx.db, resource, ctx.session, prepared, ctx.along);
    const existingId = rowId(resource, existing);
    return Object.keys(prepared).length > 0
      ? updateRecord(ctx.db, resource, existingId, prepared)
      : findRecord(ctx.db, resource, ctx.session, existingId);
  }, conflictDetail(resource));
  noteRecord(ctx, resource, existing, saved);
  await hooks.afterSave?.(ctx, saved, existing);
  return saved;
}
