import { BULK_ACTION_BATCH, bulkSetFields, type BulkActionResponse } from '../../lib/list/bulk-action.ts';
import type { Filter } from '../../lib/protocol/list.ts';
import type { Resource } from '../../lib/resources/define.ts';
import type { Trail } from '../activity/trail.ts';
import { lockedVersion } from '../conflicts/stale.ts';
import { ApiFailure, badRequest, forbidden } from '../http/failure.ts';
import type { Ctx } from '../http/handlers.ts';
import { filteredWhere, type ListSource } from '../list/list-rows.ts';
import { listSource } from './list-source.ts';
import type { ResourceHandler } from './save.ts';
import type { Values } from './sql.ts';

type Previous = NonNullable<BulkActionResponse['previous']>[number]['value'];

export interface BulkInput {
  action: string;
  field?: string;
  value?: unknown;
  ids?: number[];
  query?: { filters: Filter[]; search?: string };
  after?: number;
}

/** What one record gets: the command that runs and the input it runs with, besides the record's id. */
interface Plan {
  command: string;
  values: Values;
  /** The one field a set changes, whose earlier values the answer carries for an undo. */
  field?: string;
}

/** The action as one command per record, with the values checked once, before any record is touched. */
function planOf(resource: Resource, input: BulkInput): Plan {
  const { action, field } = input;
  const own = Object.hasOwn(resource.bulkActions, action) ? resource.bulkActions[action] : undefined;
  if (action === 'delete') return { command: 'delete', values: {} };
  if (action === 'set' || own?.field) {
    const name = own?.field ?? field;
    if (own?.field && field !== undefined && field !== name)
      throw badRequest(`The action '${action}' sets '${name}' only`);
    if (!name || (!own && !bulkSetFields(resource.fields).includes(name)))
      throw badRequest(`Cannot set field '${name ?? ''}' in bulk`);
    if (input.value === undefined) throw badRequest(`Setting '${name}' needs a value`);
    return { command: 'update', values: updateValues(resource, { [name]: input.value }), field: name };
  }
  if (own?.set) return { command: 'update', values: updateValues(resource, own.set) };
  if (own?.command) return { command: own.command, values: {} };
  throw badRequest(`Unknown bulk action '${action}'`);
}

/**
 * The values as each field's own input schema takes them (what the update command checks them with), or
 * one 400 for the whole call. Field by field, so a module of its own (user, account) is checked the same.
 */
function updateValues(resource: Resource, values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const field = Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined;
      const parsed = field?.input.safeParse(value);
      if (!parsed?.success)
        throw badRequest(`${name}: ${parsed?.error.issues[0]?.message ?? 'invalid value'}`);
      return [name, parsed.data];
    }),
  );
}

/**
 * Where a query's matches are looked for: the list command's own source (its tables, tenancy, search and
 * allowlist), so an all-matching selection is exactly what the list showed. The id column is the
 * source's `columnOf` of the id key, else the bare column.
 */
export type BulkSource = Pick<ListSource<unknown>, 'from' | 'fields' | 'scope' | 'columnOf'>;

/**
 * What a module of its own (user, account) passes: its list's source, and the version of a record read
 * under its row lock when its update checks one (docs/behaviour.md#conflicts).
 */
export interface OwnModule {
  sourceOf: (search: string | undefined) => BulkSource | Promise<BulkSource>;
  versionOf?: (ctx: Ctx, id: number) => Promise<string>;
}

/** The next batch of the query's matches after `after`, in id order, in the caller's scope (as list). */
async function matchingIds(
  ctx: Ctx,
  resource: Resource,
  input: BulkInput,
  source: BulkSource,
): Promise<number[]> {
  const { where, params } = filteredWhere(source, input.query!.filters);
  const key = source.columnOf?.[resource.idKey] ?? `"${resource.idKey}"`;
  const rows = await ctx.db.query<{ id: number }>(
    `SELECT ${key} AS id FROM ${source.from} WHERE ${where} AND ${key} > ${params.add(input.after ?? 0)}
      ORDER BY ${key} LIMIT ${params.add(BULK_ACTION_BATCH)}`,
    params.values,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * bulk_action (docs/behaviour.md#lists): one action on records picked by id or by the list's query. Each
 * record goes through the area's own command handler (delete, update or the area's command), so tenancy,
 * the area's rules and what a delete does to a record are the single command's; a refusal of one record
 * (another account's: not found; a rule: 409) is reported with its reason, undone alone, and the others
 * go on. A module of its own (user, account) passes its handlers and its list's source.
 */
export async function bulkAction(
  ctx: Ctx,
  resource: Resource,
  handlers: Record<string, ResourceHandler>,
  input: BulkInput,
  own?: OwnModule,
): Promise<BulkActionResponse> {
  const sourceOf = own?.sourceOf ?? ((search) => listSource(resource, ctx.session, search));
  const versionOf = own ? own.versionOf : (db: Ctx, id: number) => lockedVersion(db, resource, id);
  if ((input.ids === undefined) === (input.query === undefined))
    throw badRequest('Send either ids or a query');
  if (input.ids && input.after !== undefined) throw badRequest('after goes with a query only');
  const plan = planOf(resource, input);
  const level = resource.levels[plan.command];
  const handler = handlers[plan.command];
  if (level === undefined || !handler)
    throw badRequest(`${resource.plural} cannot be changed with '${input.action}'`);
  if (ctx.session.access < level) throw forbidden(`Your level cannot ${input.action} ${resource.plural}`);
  if (ctx.session.scope && !ctx.session.scope.includes(`${resource.name}/${plan.command}`))
    throw forbidden(`This session cannot ${input.action} ${resource.plural}`);

  const ids = input.ids ?? (await matchingIds(ctx, resource, input, await sourceOf(input.query!.search)));
  const refused: BulkActionResponse['refused'] = [];
  const done: number[] = [];
  const previous: NonNullable<BulkActionResponse['previous']> = [];
  // The batch is one transaction (the command's own, with its activity entries: server/activity/command.ts),
  // and each record a savepoint in it: a refused record's writes, and its activity notes, are undone alone,
  // and a refusal that follows a failed statement does not leave the transaction unusable for the rest.
  await ctx.db.transaction(async (db) => {
    const inner = { ...ctx, db };
    for (const id of ids) {
      const noted = ctx.trail?.length ?? 0;
      await db.query('SAVEPOINT bulk_record');
      try {
        // A bulk set overwrites on purpose: based on the version it finds, under the row lock.
        const version =
          plan.command === 'update' && versionOf ? { updated_at: await versionOf(inner, id) } : {};
        await handler(inner, { ...plan.values, [resource.idKey]: id, ...version });
        await db.query('RELEASE SAVEPOINT bulk_record');
        done.push(id);
        const before = plan.field && previousValue(ctx.trail?.slice(noted) ?? [], id, plan.field);
        if (before) previous.push({ id, value: before.value });
      } catch (failure) {
        await db.query('ROLLBACK TO SAVEPOINT bulk_record');
        // A refusal in the user's words; anything else is the server's fault and fails the call.
        if (!(failure instanceof ApiFailure) || failure.status >= 500) throw failure;
        ctx.trail?.splice(noted);
        refused.push({ id, reason: failure.detail ?? failure.title });
      }
    }
  });
  const next = input.query && ids.length === BULK_ACTION_BATCH ? ids[ids.length - 1]! : null;
  return { done: done.length, refused, next, ids: done, ...(plan.field ? { previous } : {}) };
}

/**
 * What a set changed the field from, as the record's activity note has it (the change history keeps the
 * same): none when the record already held the value, so an undo leaves it alone.
 */
function previousValue(notes: Trail, id: number, field: string): { value: Previous } | undefined {
  const change = notes.find((note) => note.recordId === id && Object.hasOwn(note.changes, field));
  return change && { value: change.changes[field]![0] as Previous };
}
