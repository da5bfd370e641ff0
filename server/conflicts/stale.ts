import type { Command } from '../../lib/protocol/command.ts';
import { BASED_ON_INVALID, takesBasedOn } from '../../lib/protocol/fields.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { ApiFailure, badRequest, notFound } from '../http/failure.ts';
import type { Statement } from '../activity/entry.ts';
import type { Ctx, Session } from '../http/handlers.ts';
import { findRecord, noSuchRecord, scopeOf, selectSql, type Values } from '../resources/sql.ts';

/**
 * A table whose rows carry `updated_at`: its name, id column and label, and how the caller reads a row,
 * with the tenancy of the command that changes it (another account's row is a 404, never a 409). A module
 * of its own (user, account) passes one; a resource's is its generic lookup.
 */
export interface Versioned {
  table: string;
  idKey: string;
  label: string;
  find: (ctx: Ctx, id: number) => Promise<Record<string, unknown>>;
}

const versioned = (target: Resource | Versioned): Versioned =>
  'find' in target
    ? target
    : {
        table: target.table,
        idKey: target.idKey,
        label: target.label,
        find: (ctx, id) => findRecord(ctx.db, target, ctx.session, id),
      };

/** The version an update is based on, which must read as a time (else a 400). */
function basedOnTime(basedOn: unknown): string {
  if (typeof basedOn !== 'string' || Number.isNaN(Date.parse(basedOn))) {
    throw badRequest(`updated_at: ${BASED_ON_INVALID}`);
  }
  return basedOn;
}

// Whether a row is the version the `$n` parameter names, to the millisecond a JSON timestamp carries.
const sameVersion = (param: string): string =>
  `date_trunc('milliseconds', updated_at) = date_trunc('milliseconds', ${param}::timestamptz)`;

const staleDetail = (label: string): string =>
  `Someone else changed this ${label.toLowerCase()} since you opened it: compare their changes with yours, then save again`;

/** What a stale change's 409 says, and what it carries in place of the record (a board's cards). */
export interface StaleAnswer {
  detail: string;
  current: () => Promise<Record<string, unknown>>;
}

/**
 * Refuses an update based on an older version than the stored one with a 409 that carries the record as it
 * is now, for the form's merge (docs/behaviour.md#conflicts), or what `answer` gives. Locks the row first,
 * so two updates based on the same version cannot both pass: the caller runs in a transaction. Compared to
 * the millisecond, what a JSON timestamp carries. No `basedOn` is no precondition: the update applies as
 * it is (the published protocol's updates take optional fields), and its activity entry says so (`isUnconditional`).
 */
export async function assertCurrent(
  ctx: Ctx,
  target: Resource | Versioned,
  id: number,
  basedOn: unknown,
  answer?: StaleAnswer,
): Promise<void> {
  if (basedOn === undefined) return;
  const resource = versioned(target);
  const version = basedOnTime(basedOn);
  // Another account's record is unknown (404) before it is compared.
  await resource.find(ctx, id);
  const [row] = await ctx.db.query<{ same: boolean }>(
    `SELECT ${sameVersion('$2')} AS same FROM ${resource.table} WHERE "${resource.idKey}" = $1 FOR UPDATE`,
    [id, version],
  );
  if (row?.same) return;
  const { detail, current } = answer ?? {
    detail: staleDetail(resource.label),
    current: () => resource.find(ctx, id),
  };
  throw new ApiFailure(409, 'Conflict', detail, { current: await current(), code: 'stale' });
}

// The comparison's column beside a record's own: a quoted name no field can have (fields are snake_case).
const SAME = '"$same"';

/**
 * The record an update is about to change, in the caller's scope, locked, with `$same`: whether it is the
 * version `basedOn` names (always, without one).
 */
export function lockedRecordSql(
  resource: Resource,
  session: Session,
  id: number,
  basedOn: unknown,
): Statement {
  const scope = scopeOf(resource, session);
  const at = scope.params.length;
  const based = basedOn !== undefined;
  return {
    sql: `SELECT ${selectSql(resource)}, ${based ? sameVersion(`$${at + 2}`) : 'true'} AS ${SAME}
       FROM ${resource.table} WHERE "${resource.idKey}" = $${at + 1} AND ${scope.where} FOR UPDATE`,
    params: based ? [...scope.params, id, basedOnTime(basedOn)] : [...scope.params, id],
  };
}

/** A record read with lockedRecordSql: the record, or a 404 or the 409 of a stale version. */
export function currentOf(resource: Resource, row: Values | undefined): Values {
  if (!row) throw noSuchRecord(resource);
  const { $same: same, ...record } = row;
  if (same === true) return record;
  throw new ApiFailure(409, 'Conflict', staleDetail(resource.label), { current: record, code: 'stale' });
}

/**
 * A resource record about to be updated, as assertCurrent and then findRecord would give it, in one
 * statement instead of three (docs/performance.md, "Issue 38"): the caller's scope (another account's
 * record is a 404, never a 409), the row lock, the comparison with `basedOn` and the record as it is
 * under the lock. Without `basedOn` there is no precondition and no lock, as in assertCurrent.
 */
export async function currentRecord(
  ctx: Ctx,
  resource: Resource,
  id: number,
  basedOn: unknown,
): Promise<Values> {
  if (basedOn === undefined) return findRecord(ctx.db, resource, ctx.session, id);
  const { sql, params } = lockedRecordSql(resource, ctx.session, id, basedOn);
  const [row] = await ctx.db.query<Values>(sql, params);
  return currentOf(resource, row);
}

/**
 * A command that takes the version it is based on, sent without one: it applied as it was, with no
 * precondition, which its activity entry records (docs/behaviour.md#conflicts).
 */
export const isUnconditional = (command: Command, input: unknown): boolean =>
  takesBasedOn(command) && (input as { updated_at?: unknown }).updated_at === undefined;

/**
 * The stored version of a record the server overwrites on purpose (a bulk set, a revision restored), read
 * under the row lock, which the caller's transaction holds until its update is written: the update's own
 * check passes, and no save can slip in between. Never taken from a request (docs/behaviour.md#conflicts).
 */
export async function lockedVersion(ctx: Ctx, target: Resource | Versioned, id: number): Promise<string> {
  const resource = versioned(target);
  // Another account's record is unknown (404), as it is to the update itself.
  await resource.find(ctx, id);
  const [row] = await ctx.db.query<{ at: string }>(
    `SELECT to_json(updated_at) #>> '{}' AS at FROM ${resource.table} WHERE "${resource.idKey}" = $1 FOR UPDATE`,
    [id],
  );
  if (!row) throw notFound(`No such ${resource.label.toLowerCase()}`);
  return row.at;
}
