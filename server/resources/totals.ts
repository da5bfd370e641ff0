import type { Filter } from '../../lib/protocol/list.ts';
import type { Resource } from '../../lib/resources/define.ts';
import type { ListTotals } from '../../lib/resources/totals.ts';
import type { Ctx } from '../http/handlers.ts';
import { filteredWhere } from '../list/list-rows.ts';
import { listSource } from './list-source.ts';

/**
 * The totals of the list the caller sees with these filters and search, in one query: the set's count and
 * quantity ride along on each currency's row (window sums over the groups). Field names come from the
 * definition, never from input.
 */
export async function listTotals(
  ctx: Ctx,
  resource: Resource,
  query: { filters: Filter[]; search?: string },
): Promise<ListTotals> {
  const spec = resource.totals;
  if (!spec) throw new Error(`${resource.name} has no totals`);
  const source = listSource(resource, ctx.session, query.search);
  const { where, params } = filteredWhere(source, query.filters);
  const refunded = spec.refunded ? `sum("${spec.refunded}")` : 'NULL';
  const rows = await ctx.db.query<{
    currency: string;
    amount: string;
    refunded: string | null;
    count: string;
    quantity: string;
  }>(
    `SELECT "${spec.currency}" AS currency, sum("${spec.amount}") AS amount, ${refunded} AS refunded,
            sum(count(*)) OVER () AS count, sum(sum("${spec.quantity}")) OVER () AS quantity
       FROM ${source.from} WHERE ${where} GROUP BY "${spec.currency}" ORDER BY 1`,
    params.values,
  );
  return {
    count: Number(rows[0]?.count ?? 0),
    quantity: Number(rows[0]?.quantity ?? 0),
    amounts: rows.map((row) => ({
      currency: row.currency,
      amount: Number(row.amount),
      ...(row.refunded === null ? {} : { refunded: Number(row.refunded) }),
    })),
  };
}
