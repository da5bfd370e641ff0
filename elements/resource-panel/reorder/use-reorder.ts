import { useEffect, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { orderChanged } from '../../../lib/list/reorder.ts';
import { LIST_SCHEMA_MAX_LIMIT, type ListResponse } from '../../../lib/protocol/list.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { showToast } from '../../../lib/toasts/toasts.ts';

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
  // The row's name: its first text column (an FAQ's question), not the sort number before it.
  const nameField =
    resource.columns.find((column) => column.kind === 'text' || column.kind === 'textarea')?.field ?? idKey;

  useEffect(() => {
    callCommand(resource.commands.list!, {
      sort: resource.defaultSort,
      order: 'asc',
      page: 1,
      limit: LIST_SCHEMA_MAX_LIMIT,
    }).then(
      (response) => {
        const { list, count } = response as ListResponse<Row>;
        const ids = list.map((row) => row[idKey] as number);
        setRows(new Map(list.map((row) => [row[idKey] as number, row])));
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
      await callCommand(resource.commands.reorder!, { [`${idKey}s`]: order });
      showToast('success', `${resource.plural} reordered successfully`);
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
    nameOf: (id: number) => String(rows?.get(id)?.[nameField] ?? id),
  };
}

export type ReorderData = ReturnType<typeof useReorder>;
