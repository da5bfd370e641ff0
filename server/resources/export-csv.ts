import type { Filter } from '../../lib/protocol/list.ts';
import { csvRow } from '../../lib/csv/csv-row.ts';
import type { Resource } from '../../lib/resources/define.ts';
import type { Ctx } from '../http/handlers.ts';
import { listRows, type ListSource } from '../list/list-rows.ts';
import { listSource } from './list-source.ts';
import type { Values } from './sql.ts';

const PAGE = 1000;

/** What a module of its own (user, account) passes: its list's source, tenancy and search included. */
export interface OwnExport {
  sourceOf: (search: string | undefined) => ListSource<Values> | Promise<ListSource<Values>>;
}

/**
 * The filtered, searched records as a streamed CSV file, in id order. It pages by keyset (id > the last
 * one sent) through the same list implementation, so 100,000 rows never sit in memory at once, and a bad
 * filter still answers a 400 packet because the first page is read before the response starts. A module
 * of its own passes its list's source (as to bulk_action), so the file holds exactly what its list shows.
 */
export async function exportCsv(
  ctx: Ctx,
  resource: Resource,
  query: { filters: Filter[]; search?: string | undefined },
  own?: OwnExport,
): Promise<Response> {
  const columns = resource.exportColumns;
  const source = await (own?.sourceOf ?? ((search) => listSource(resource, ctx.session, search)))(
    query.search,
  );
  const key = source.columnOf?.[resource.idKey] ?? `"${resource.idKey}"`;
  const { where, params } = source.scope;
  const page = (after: number) =>
    listRows(
      ctx.db,
      {
        ...source,
        scope: { where: `${where} AND ${key} > $${params.length + 1}`, params: [...params, after] },
      },
      { filters: query.filters, page: 1, limit: PAGE, sort: resource.idKey, order: 'asc' },
    );
  const encoder = new TextEncoder();
  const chunk = (rows: Values[]) =>
    encoder.encode(rows.map((row) => csvRow(columns.map((column) => row[column.field]))).join(''));
  let next = await page(0);
  let header = true;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (header) {
        header = false;
        controller.enqueue(encoder.encode(csvRow(columns.map((column) => column.header))));
      }
      const rows = next.list;
      if (rows.length > 0) controller.enqueue(chunk(rows));
      if (rows.length < PAGE) {
        controller.close();
        return;
      }
      next = await page(rows[rows.length - 1]![resource.idKey] as number);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${resource.table.replace(/_/g, '-')}-${day}.csv"`,
    },
  });
}
