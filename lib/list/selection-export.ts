import { LIST_MAX_IN_VALUES, type Filter } from '../protocol/list.ts';

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
