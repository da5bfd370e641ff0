import { apiClient } from '../api/api.ts';
import { LIST_MAX_IN_VALUES, type Filter } from '../protocol/list.ts';
import { commandOf } from '../resources/command-of.ts';
import type { Resource } from '../resources/define.ts';
import { downloadResponse, downloadText } from '../resource-views/download.ts';

/**
 * The CSV of picked records through the area's export command: one call per LIST_MAX_IN_VALUES ids (the
 * list query's largest IN), the files joined under the first one's header, so the file uploads again
 * as it is. `fetchCsv` answers an export's text for the filters, or throws.
 */
export async function selectionCsv(
  idKey: string,
  ids: readonly number[],
  fetchCsv: (filters: Filter[]) => Promise<string>,
): Promise<string> {
  let text = '';
  for (let start = 0; start < ids.length; start += LIST_MAX_IN_VALUES) {
    const slice = ids.slice(start, start + LIST_MAX_IN_VALUES);
    const csv = await fetchCsv([{ field: idKey, operator: 'IN', value: [...slice] }]);
    // The export ends each row, header included, with CRLF: all but the first file lose their header.
    text += start === 0 ? csv : csv.slice(csv.indexOf('\r\n') + 2);
  }
  return text;
}

/**
 * Downloads the export of a list's selection (docs/behaviour.md#lists): every match as the export command
 * streams it, or the picked rows through selectionCsv. `params` is the list parameter too (a super admin's
 * export is of the account the list shows); a refused export throws `failed(status)`.
 */
export async function downloadSelection(
  resource: Resource,
  selection: { allMatching: boolean; ids: readonly number[] },
  query: { filters: Filter[]; search?: string },
  params: Readonly<Record<string, number>>,
  failed: (status: number) => string,
): Promise<void> {
  const send = async (filters: Filter[]) => {
    const response = await apiClient.send(commandOf(resource, 'export'), {
      ...query,
      filters: [...query.filters, ...filters],
      ...params,
    });
    if (!response.ok) throw new Error(failed(response.status));
    return response;
  };
  if (selection.allMatching) return downloadResponse(await send([]), `${resource.name}s.csv`);
  const csv = await selectionCsv(resource.idKey, selection.ids, async (filters) =>
    (await send(filters)).text(),
  );
  return downloadText(csv, `${resource.name}s-selected.csv`);
}
