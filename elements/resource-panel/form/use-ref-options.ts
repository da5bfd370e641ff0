import { useEffect, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { isImageField, type Field } from '../../../lib/resources/field.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import { recordName } from '../../../lib/resources/record-name.ts';
import { loadResource } from '../../../lib/resource-views/loaders.ts';
import type { RefOption } from './field-input.tsx';
import { rowId } from '../../../lib/resources/record-types.ts';

/** How many records a form's select offers; a list's picker may ask for more. */
const REF_CHOICES_LIMIT = 100;

/**
 * The records each ref field of the form may point to (same account, as the server insists), named by the
 * referenced resource's first list column. A ref to an area this panel cannot load stays empty.
 */
export function useRefOptions(
  fields: Record<string, Field>,
  names: readonly string[],
  limit = REF_CHOICES_LIMIT,
): Record<string, RefOption[]> {
  const [options, setOptions] = useState<Record<string, RefOption[]>>({});
  useEffect(() => {
    let live = true;
    const refs = names.flatMap((name) => {
      const field = fields[name];
      // Image fields pick from the gallery itself (image-field.tsx), not from a list of choices.
      return field?.ref && !isImageField(field) ? [[name, field.ref] as const] : [];
    });
    for (const [name, target] of refs) {
      loadResource(target)
        .then(async (other) => {
          const { list } = (await callCommand(
            commandOf(other, 'list'),
            { limit, sort: other.defaultSort, order: 'asc' },
            { report: false },
          )) as { list: Record<string, unknown>[] };
          const choices = list.map((row) => ({
            id: rowId(other, row),
            label: recordName(other, row),
            row,
          }));
          if (live) setOptions((current) => ({ ...current, [name]: choices }));
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [fields, names, limit]);
  return options;
}
