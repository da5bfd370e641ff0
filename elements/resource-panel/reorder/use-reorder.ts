import { useEffect, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { orderChanged } from '../../../lib/list/reorder.ts';
import { LIST_SCHEMA_MAX_LIMIT, type ListResponse } from '../../../lib/protocol/list.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { recordName } from '../../../lib/resources/record-name.ts';
import { showToast } from '../../../lib/toasts/toasts.ts';
import { rowId } from '../../../lib/resources/record-types.ts';

type Row = Record<string, unknown>;

/**
 * An area's records in their order (docs/behaviour.md, helpbot FAQs), the order as the user changes it,
 * and the one call that saves it: nothing is sent until then, and then the whole order at once.
 */
export function useReorder(resource: Resource, onDone: () => void) {
  const idKey = resource.idKey;
  const [rows, setRows] = useState<Map<number, Row> | null>(null);
  const [original, setOriginal] = useState<number[]>([]);
  const [order, setOrder] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [tooMany, setTooMany] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    callCommand(commandOf(resource, 'list'), {
      sort: resource.defaultSort,
      order: 'asc',
      page: 1,
      limit: LIST_SCHEMA_MAX_LIMIT,
    }).then(
      (response) => {
        const { list, count } = response as ListResponse<Row>;
        const ids = list.map((row) => rowId(resource, row));
        setRows(new Map(list.map((row) => [rowId(resource, row), row])));
        setOriginal(ids);
        setOrder(ids);
        setTooMany(count > list.length);
      },
      (failure: Error) => setError(failure.message),
    );
  }, [resource, idKey]);

  const save = async () => {
    setSaving(true);
    try {
      await callCommand(commandOf(resource, 'reorder'), { [`${idKey}s`]: order });
      showToast('success', resource.messages.reordered);
      onDone();
    } catch {
      // The API client has shown the server's message as a toast; the order stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return {
    rows,
    order,
    setOrder,
    changed: orderChanged(order, original),
    error,
    tooMany,
    saving,
    save,
    nameOf: (id: number) => recordName(resource, rows?.get(id) ?? { [idKey]: id }),
  };
}

export type ReorderData = ReturnType<typeof useReorder>;
