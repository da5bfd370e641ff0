import type { Resource } from '../../lib/resources/define.ts';
import { TRASH_PAGE_SIZE, type TrashItem } from '../../lib/trash/commands.ts';
import { conflictOnDuplicate } from '../connections/rows.ts';
import { ApiFailure, notFound } from '../http/failure.ts';
import { forgetImage } from '../media/image-facts.ts';
import type { Ctx } from '../http/handlers.ts';
import { noteRecord } from '../activity/trail.ts';
import { assertRefs } from '../resources/refs.ts';
import { assertChecks } from '../resources/save.ts';
import { findRecord, type Values } from '../resources/sql.ts';
import { dependantsOf, insertRows, restoreDependants, type Dependant } from './dependants.ts';
import { purgeEntries } from './purge.ts';

// docs/architecture.md#trash: a delete moves the row (and what it takes along) into `trash` as a snapshot,
// so every reader of the area's table (lists, exports, refs, captures) skips it without a filter.

const quote = (name: string): string => `"${name}"`;

/** The record's name as the views write it: its first list column (lists' rule), else its id. */
const titleOf = (resource: Resource, record: Values): string =>
  String(record[resource.columns[0]?.field ?? resource.idKey] ?? record[resource.idKey]);

/** Moves a record of the caller's scope to the trash, in one transaction; `existing` is it as read. */
export async function trashRecord(ctx: Ctx, resource: Resource, existing: Values): Promise<void> {
  const id = existing[resource.idKey];
  await ctx.db.transaction(async (db) => {
    const [row] = await db.query<{ row: Values }>(
      `SELECT to_jsonb(t) AS row FROM ${resource.table} t WHERE ${quote(resource.idKey)} = $1 FOR UPDATE`,
      [id],
    );
    if (!row) throw notFound(`No such ${resource.label.toLowerCase()}`);
    const dependants = await dependantsOf(db, resource.table, [row.row]);
    await db.query(
      `INSERT INTO trash (account_id, area, record_id, title, record, dependants, media_key, deleted_by)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8)`,
      [
        ctx.session.accountId,
        resource.name,
        id,
        titleOf(resource, existing).slice(0, 500),
        JSON.stringify(row.row),
        JSON.stringify(dependants),
        resource.upload ? (existing.media_key ?? null) : null,
        ctx.session.userId,
      ],
    );
    await db.query(`DELETE FROM ${resource.table} WHERE ${quote(resource.idKey)} = $1`, [id]);
  });
  if (resource.upload === 'image') forgetImage(String(existing.media_key));
}

interface TrashRow {
  trash_id: number;
  record: Values;
  dependants: Dependant[];
}

const noTrashed = (resource: Resource): ApiFailure =>
  notFound(`No deleted ${resource.label.toLowerCase()} with that id in the trash`);

/** The trash entry of this area's record in the caller's scope; another account's is unknown (404). */
async function findTrashed(ctx: Ctx, resource: Resource, id: number, lock = ''): Promise<TrashRow> {
  const creator = resource.scope === 'creator' ? `AND (record->>'created_by')::int = $4` : '';
  const [row] = await ctx.db.query<TrashRow>(
    `SELECT trash_id, record, dependants FROM trash
      WHERE area = $1 AND record_id = $2 AND account_id = $3 ${creator} ${lock}`,
    [resource.name, id, ctx.session.accountId, ...(creator ? [ctx.session.userId] : [])],
  );
  if (!row) throw noTrashed(resource);
  return row;
}

/**
 * The record as it may come back now, by the rules a save keeps on the stored record: the definition's
 * checks, and its time rule as of now, which a record in the trash can outlive (a broadcast whose time
 * passed comes back as its `lapsed` values, a draft, rather than going out late; without those, 409).
 */
function comingBack(resource: Resource, record: Values, now: Date): Values {
  const problem = resource.timeRule?.(record, now);
  if (problem && !resource.lapsed) throw new ApiFailure(409, 'Conflict', problem);
  const back = problem ? { ...record, ...resource.lapsed, updated_at: now.toISOString() } : record;
  try {
    assertChecks(resource, back);
  } catch (error) {
    if (error instanceof ApiFailure) throw new ApiFailure(409, 'Conflict', error.detail);
    throw error;
  }
  return back;
}

/**
 * Puts a trashed record back under its own id with what its delete took along. Its refs, its unique
 * value and its area's rules are checked again: any may have changed while it was in the trash
 * (docs/behaviour.md#trash). A record that comes back changed is noted as changed by the restore.
 */
export async function restoreRecord(ctx: Ctx, resource: Resource, id: number): Promise<Values> {
  await ctx.db.transaction(async (db) => {
    const scoped = { ...ctx, db };
    const trashed = await findTrashed(scoped, resource, id, 'FOR UPDATE');
    await assertRefs(db, resource, trashed.record, ctx.session.accountId).catch((error: unknown) => {
      if (error instanceof ApiFailure)
        throw new ApiFailure(409, 'Conflict', `${error.detail}: restore that one from its trash first`);
      throw error;
    });
    const record = comingBack(resource, trashed.record, new Date());
    if (record !== trashed.record) noteRecord(ctx, resource, trashed.record, record);
    const field = resource.unique ?? 'value';
    await conflictOnDuplicate(
      () => insertRows(db, resource.table, [record]),
      `${field}: another ${resource.label.toLowerCase()} has this ${field} now; change that one's ${field}, then restore this one`,
    );
    await restoreDependants(db, trashed.dependants);
    await db.query('DELETE FROM trash WHERE trash_id = $1', [trashed.trash_id]);
  });
  return findRecord(ctx.db, resource, ctx.session, id);
}

/**
 * Deletes a trashed record forever now, its media with it (the sweeper's work, asked for early). The
 * delete itself decides: a restore (or another purge) that took the entry since it was found leaves it
 * nothing to delete, and that is a 404 with no entry in the log, not a purge that did not happen.
 */
export async function purgeRecord(ctx: Ctx, resource: Resource, id: number): Promise<void> {
  const trashed = await findTrashed(ctx, resource, id);
  if ((await purgeEntries(ctx.db, ctx.config, [trashed.trash_id])) === 0) throw noTrashed(resource);
}

/** One page of the area's trash in the caller's scope, newest first. */
export async function listTrash(
  ctx: Ctx,
  resource: Resource,
  page: number,
): Promise<{ items: TrashItem[]; total: number; page: number }> {
  const creator = resource.scope === 'creator' ? `AND (t.record->>'created_by')::int = $4` : '';
  const params = [resource.name, ctx.session.accountId, ctx.config.trashDays];
  const scoped = [...params, ...(creator ? [ctx.session.userId] : [])];
  const items = await ctx.db.query<TrashItem>(
    `SELECT t.record_id, t.title, t.deleted_at,
            CASE WHEN u.user_id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END AS deleted_by,
            t.deleted_at + make_interval(days => $3) AS purge_at
       FROM trash t LEFT JOIN users u ON u.user_id = t.deleted_by
      WHERE t.area = $1 AND t.account_id = $2 ${creator}
      ORDER BY t.deleted_at DESC, t.trash_id DESC
      LIMIT ${TRASH_PAGE_SIZE} OFFSET ${(page - 1) * TRASH_PAGE_SIZE}`,
    scoped,
  );
  const [count] = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM trash t WHERE t.area = $1 AND t.account_id = $2 AND $3::int > 0 ${creator}`,
    scoped,
  );
  return { items, total: count?.total ?? 0, page };
}
