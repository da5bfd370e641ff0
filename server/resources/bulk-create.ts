import type { BulkResponse, BulkResult } from '../../lib/resources/bulk.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { ApiFailure } from '../http/failure.ts';
import type { Ctx } from '../http/handlers.ts';
import { issuesText } from '../http/issues.ts';
import { saveRecord, type ResourceHooks } from './save.ts';
import { findByUnique, type Values } from './sql.ts';

/**
 * One result per row, in order: each row is checked with the create schema and saved on its own, so a bad
 * row is refused with its reason and never takes the others down, and none is dropped without a word.
 * A row whose unique field matches a record updates it, with only the columns the row carries.
 */
export async function bulkCreate(
  ctx: Ctx,
  resource: Resource,
  hooks: ResourceHooks,
  rows: Record<string, unknown>[],
): Promise<BulkResponse> {
  const results: BulkResult[] = [];
  for (const [index, row] of rows.entries()) {
    const parsed = resource.create.safeParse(row);
    if (!parsed.success) {
      results.push({ index, status: 'refused', reason: issuesText(parsed.error.issues) });
      continue;
    }
    const values = parsed.data as Values;
    try {
      const existing = resource.unique
        ? await findByUnique(ctx.db, resource, ctx.session, values[resource.unique])
        : undefined;
      const sent = existing
        ? Object.fromEntries(Object.entries(values).filter(([name]) => Object.hasOwn(row, name)))
        : values;
      const record = await saveRecord(ctx, resource, hooks, sent, existing);
      results.push({ index, status: existing ? 'updated' : 'created', id: record[resource.idKey] as number });
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      results.push({ index, status: 'refused', reason: error.detail ?? error.title });
    }
  }
  const count = (status: BulkResult['status']) => results.filter((result) => result.status === status).length;
  return { results, created: count('created'), updated: count('updated'), refused: count('refused') };
}
