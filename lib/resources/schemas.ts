import { z } from '../protocol/z.ts';
import type { Command } from '../protocol/command.ts';
import { basedOn, id, timestamp } from '../protocol/fields.ts';
import { filterSchema, SEARCH_MAX, type ListFields } from '../protocol/list.ts';
import type { Field } from './field.ts';
import type { ResourceParts } from './spec.ts';

// Schema derivation, in one file on purpose: the record, create, update and by-id schemas and the list
// allowlist of an area, made from its fields. A change of schema library lands here and nowhere else.

const META_LIST_FIELDS: ListFields = {
  created_at: { type: 'date', filterable: true, sortable: true },
  updated_at: { type: 'date', filterable: true, sortable: true },
  created_by: { type: 'number', filterable: true, sortable: false },
};

/** The request of an export or a totals command: the list's filters and search, no page. */
export const exportQuerySchema = z.object({
  filters: z._default(z.array(filterSchema).check(z.maxLength(50)), []),
  search: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX))),
});

const shapeOf = (fields: Record<string, Field>, pick: (field: Field) => z.ZodMiniType) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, pick(field)])) as Record<
    string,
    z.ZodMiniType
  >;

/** The fields a caller may write: all but the ones the server fills (a submission's site, say). */
export const writableFields = (fields: Record<string, Field>): Record<string, Field> =>
  Object.fromEntries(Object.entries(fields).filter(([, field]) => !field.readOnly));

/** The generic module's schemas: a stored record, and what create, update and read-by-id accept. */
export function fieldParts(idKey: string, fields: Record<string, Field>): ResourceParts {
  const writable = writableFields(fields);
  return {
    idKey,
    record: z.object({
      [idKey]: z.int(),
      account_id: z.int(),
      ...shapeOf(fields, (field) => field.value),
      created_at: timestamp,
      updated_at: timestamp,
      created_by: z.nullable(z.int()),
    }),
    // Strict: an unknown key (account_id, a typo) is refused by name rather than silently dropped.
    create: z.strictObject(
      shapeOf(writable, (field) =>
        field.required ? field.input : z._default(field.input, field.default as never),
      ),
    ),
    update: z.strictObject({
      [idKey]: id,
      ...shapeOf(writable, (field) => z.optional(field.input)),
      updated_at: basedOn,
    }),
    byId: z.object({ [idKey]: id }),
  };
}

/** The standard parts from an existing module's schemas; a part the module has no command for refuses all. */
export const tableParts = (idKey: string, commands: Record<string, Command>): ResourceParts => ({
  idKey,
  record: commands.read?.response ?? z.never(),
  create: commands.create?.request ?? z.never(),
  update: commands.update?.request ?? z.never(),
  byId: commands.read?.request ?? z.never(),
});

/** The allowlist of the generic list query: every listable field plus the id and meta columns. */
export const listFieldsOf = (idKey: string, fields: Record<string, Field>): ListFields => ({
  [idKey]: { type: 'number', filterable: true, sortable: true },
  ...Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) =>
      field.listType
        ? [
            [
              name,
              {
                type: field.listType,
                filterable: true,
                sortable: true,
                ...(field.values ? { values: field.values } : {}),
                ...(field.kind === 'text' ? { natural: true } : {}),
              },
            ],
          ]
        : [],
    ),
  ),
  ...META_LIST_FIELDS,
});
