import { useEffect, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { recordName } from '../../../lib/resources/record-name.ts';
import { loadResource } from '../../../lib/resource-views/loaders.ts';
import { rowId } from '../../../lib/resources/record-types.ts';

type Row = Record<string, unknown>;

/** The name of the record a ref cell points to, once known; a value that is no id has none. */
export type RefLabel = (field: string, value: unknown) => string | undefined;

/**
 * The names of the records the page's ref cells point to (a contestant's rodeo), asked for by exactly
 * those ids (at most a page's worth), so a label is right however many records the other area has.
 */
export function useRefLabels(resource: Resource, fields: readonly string[], rows: readonly Row[]): RefLabel {
  const [labels, setLabels] = useState<Record<string, Map<number, string>>>({});
  const wanted = fields
    .map(
      (name) =>
        [name, [...new Set(rows.map((row) => row[name]).filter((id) => typeof id === 'number'))]] as const,
    )
    .filter(([, ids]) => ids.length > 0);
  const key = JSON.stringify(wanted);
  useEffect(() => {
    let live = true;
    for (const [name, ids] of JSON.parse(key) as [string, number[]][]) {
      const target = resource.fields[name]?.ref;
      if (!target) continue;
      loadResource(target)
        .then(async (other) => {
          const { list } = (await callCommand(
            commandOf(other, 'list'),
            { filters: [{ field: other.idKey, operator: 'IN', value: ids }], limit: ids.length },
            { report: false },
          )) as { list: Row[] };
          const found = new Map(list.map((row) => [rowId(other, row), recordName(other, row)]));
          if (live) setLabels((current) => ({ ...current, [name]: found }));
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [resource, key]);
  return (field, value) => (typeof value === 'number' ? labels[field]?.get(value) : undefined);
}
