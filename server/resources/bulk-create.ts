import type { BulkResponse, BulkResult } from '../../lib/resources/bulk.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { noteRecord } from '../activity/trail.ts';
import type { Ctx } from '../http/handlers.ts';
import { issuesText } from '../http/issues.ts';
import { planBulk, type CheckedRow } from './bulk-plan.ts';
import { matchUnique, writeBulk } from './bulk-sql.ts';
import { refusedRefs } from './refs.ts';
import { conflictDetail, sanitizeValues } from './save.ts';
import { scopeOf, selectSql, type Values } from './sql.ts';

/**
 * Each record a batch wrote, noted as a single save notes it (docs/behaviour.md, "Activity and history"):
 * an entry each, with what an update changed, and a revision where the area keeps them. `before` holds
 * the records the batch matched, as read before it wrote.
 */
async function noteWritten(ctx: Ctx, resource: Resource, ids: number[], before: Map<number, Values>) {
  if (ids.length === 0) return;
  const scope = scopeOf(resource, ctx.session);
  const saved = await ctx.db.query<Values>(
    `SELECT ${selectSql(resource)} FROM ${resource.table}
      WHERE "${resource.idKey}" = ANY($${scope.params.length + 1}::int[]) AND ${scope.where}
      ORDER BY "${resource.idKey}"`,
    [...scope.params, ids],
  );
  for (const record of saved) {
    noteRecord(ctx, resource, before.get(record[resource.idKey] as number), record);
  }
}

/**
 * One result per row, in order: each row is checked with the create schema, its refs and the record
 * checks, so a bad row is refused with its reason and never takes the others down, and none is dropped
 * without a word. A row whose unique field matches a record updates it, with only the columns the row
 * carries. The rows that pass are written in one statement (docs/server.md, bulk_create): a batch costs a
 * few queries, not several per row.
 */
export async function bulkCreate(
  ctx: Ctx,
  resource: Resource,
  rows: Record<string, unknown>[],
): Promise<BulkResponse> {
  const results: BulkResult[] = [];
  const parsed: { index: number; values: Values; sent: Set<string> }[] = [];
  for (const [index, row] of rows.entries()) {
    const checked = resource.create.safeParse(row);
    if (checked.success) {
      parsed.push({
        index,
        values: sanitizeValues(resource, checked.data as Values),
        sent: new Set(Object.keys(row)),
      });
    } else results.push({ index, status: 'refused', reason: issuesText(checked.error.issues) });
  }
  const badRefs = await refusedRefs(
    ctx.db,
    resource,
    parsed.map((row) => row.values),
    ctx.session.accountId,
  );
  const valid = parsed.filter((row, at) => {
    const reason = badRefs.get(at);
    if (reason) results.push({ index: row.index, status: 'refused', reason });
    return !reason;
  });
  const unique = resource.unique;
  const keyed = valid.filter((row) => unique && typeof row.values[unique] === 'string');
  const { keys, existing } = await matchUnique(
    ctx.db,
    resource,
    ctx.session,
    keyed.map((row) => row.values[unique!] as string),
  );
  const keyOf = new Map(keyed.map((row, at) => [row.index, keys[at]]));
  const checkedRows: CheckedRow[] = valid.map((row) => ({ ...row, key: keyOf.get(row.index) }));
  const plan = planBulk(resource, checkedRows, existing);
  results.push(...plan.refused);
  const written = await writeBulk(ctx.db, resource, ctx.session, plan.writes);
  plan.writes.forEach((write, ord) => {
    const id = written.get(ord);
    // Not written: another request took its unique value, or deleted the record, since it was read.
    const reason =
      write.existingId === undefined ? conflictDetail(resource) : `No such ${resource.label.toLowerCase()}`;
    for (const row of write.rows) {
      results.push(id === undefined ? { index: row.index, status: 'refused', reason } : { ...row, id });
    }
  });
  const matched = new Map([...existing.values()].map((record) => [record[resource.idKey] as number, record]));
  await noteWritten(ctx, resource, [...written.values()], matched);
  results.sort((a, b) => a.index - b.index);
  const count = (status: BulkResult['status']) => results.filter((result) => result.status === status).length;
  return { results, created: count('created'), updated: count('updated'), refused: count('refused') };
}
