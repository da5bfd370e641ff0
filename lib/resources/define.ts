import type { AreaMeta } from './area.ts';
import { genericCommands, ownCommands } from './commands.ts';
import type { Field } from './field.ts';
import { defaultMessages } from './messages.ts';
import { titleFieldOf } from './record-name.ts';
import { fieldParts, listFieldsOf, tableParts, writableFields } from './schemas.ts';
import { inSentence } from '../format/in-sentence.ts';
import type { CsvColumn, ListColumn, Resource, ResourceSpec } from './spec.ts';

export type * from './spec.ts';
export { META_COLUMNS, STANDARD_COMMANDS } from './spec.ts';
export { exportQuerySchema } from './schemas.ts';

const META_LABELS: Record<string, string> = { created_at: 'Created', updated_at: 'Updated' };

// The options an area may leave out, and what they then are: spread once under the area's own.
const DEFAULTS = {
  defaultOrder: 'asc',
  scope: 'account',
  bulk: false,
  checks: [],
  preview: [],
  related: [],
  drafts: false,
  forms: {},
  bulkActions: {},
} as const satisfies Partial<Resource>;

const csvColumn = (name: string): CsvColumn => ({ field: name, header: name });

/**
 * One area from its meta (names, level, screens: lib/resources/area.ts) and its definition: schemas
 * (schemas.ts), command table (commands.ts) and how the views show it (docs/architecture.md).
 */
export function defineResource<F extends Record<string, Field>>(
  area: AreaMeta,
  spec: ResourceSpec<F>,
): Resource<F> {
  const idKey = `${area.name}_id`;
  const parts = spec.table ? tableParts(idKey, spec.table.commands) : fieldParts(idKey, spec.fields);
  const listFields = spec.table?.listFields ?? listFieldsOf(idKey, spec.fields);
  const commands = spec.table
    ? ownCommands(area.name, spec.table.commands)
    : genericCommands({ ...area, ...spec }, parts);

  const column = (name: string): ListColumn => {
    const field = spec.fields[name];
    return {
      field: name,
      label: field?.label ?? META_LABELS[name] ?? name,
      kind: field?.kind ?? 'timestamp',
      sortable: listFields[name]?.sortable ?? false,
      ...(field?.format ? { format: field.format } : {}),
    };
  };
  const csvColumns = Object.keys(writableFields(spec.fields))
    .filter((name) => spec.fields[name]?.kind !== 'rich')
    .map(csvColumn);
  // What the rest of the definition becomes is above; the other options pass through as they are.
  const {
    table,
    commands: _commands,
    without: _without,
    export: _export,
    title,
    messages,
    columns,
    form,
    ...options
  } = spec;
  const listColumns = columns.map(column);

  return {
    ...DEFAULTS,
    ...options,
    ...parts,
    name: area.name,
    table: `${area.name}s`,
    listFields,
    defaultSort: spec.defaultSort ?? idKey,
    columns: listColumns,
    titleField: titleFieldOf(listColumns, idKey, title),
    messages: { ...defaultMessages(spec.label, spec.plural), ...messages },
    form: form.map((section) => ({ title: section.title, fields: [...section.fields] })),
    csvColumns,
    // Fields the server writes (a submission's site and fields) are exported too; an upload ignores them.
    exportColumns: [
      csvColumn(idKey),
      ...csvColumns,
      ...Object.entries(spec.fields)
        .filter(([, field]) => field.readOnly && field.kind !== 'rich')
        .map(([name]) => csvColumn(name)),
      csvColumn('created_at'),
      csvColumn('updated_at'),
    ],
    words: { one: inSentence(spec.label), many: inSentence(spec.plural) },
    // docs/behaviour.md, lists: 'No contacts found...'.
    emptyText: `No ${inSentence(spec.plural)} found...`,
    // The create screen's name is the button's: 'Add Image', 'Upload Files', else 'Create Contact'.
    createLabel: area.screens.create?.[1] ?? `Create ${spec.label}`,
    levels: Object.fromEntries(Object.entries(commands).map(([name, command]) => [name, command.access])),
    commands,
    ownModule: table !== undefined,
  };
}
