import type { AreaMeta } from './area.ts';
import { genericCommands, ownCommands } from './commands.ts';
import type { Field } from './field.ts';
import { defaultMessages } from './messages.ts';
import { markDefinition } from './made-definitions.ts';
import { titleFieldOf } from './record-name.ts';
import { fieldParts, listFieldsOf, tableParts, writableFields } from './schemas.ts';
import { inSentence } from '../format/in-sentence.ts';
import type { CsvColumn, ListColumn, Resource, ResourceSpec } from './spec.ts';

export type * from './spec.ts';
export { META_COLUMNS, STANDARD_COMMANDS } from './spec.ts';
export { exportQuerySchema } from './schemas.ts';

const META_LABELS: Record<string, string> = { created_at: 'Created', updated_at: 'Updated' };

// The options an area may leave out, and what they then are (besides defaultSort, the id): spread once
// under the area's own, in defineResource.
export const DEFAULTS = {
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
export function defineResource<F extends Record<string, Field>, const A extends AreaMeta>(
  area: A,
  spec: ResourceSpec<F>,
): Resource<F, A['name']> {
  const idKey: `${A['name']}_id` = `${area.name}_id`;
  const { columns, export: _export, ...list } = spec.list;
  const { sections, ...form } = spec.form;
  const { title, messages, ...views } = spec.views ?? {};
  const { table, commands: _commands, without: _without, ...server } = spec.server ?? {};
  const parts = table ? tableParts(idKey, table.commands) : fieldParts(idKey, spec.fields);
  const listFields = table?.listFields ?? listFieldsOf(idKey, spec.fields);
  const commands = table ? ownCommands(area.name, table.commands) : genericCommands(area, spec, parts);

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
  const listColumns = columns.map(column);

  // The groups flatten into one Resource; what an option becomes when it is more than passed on is below.
  const definition: Resource<F, A['name']> = {
    ...DEFAULTS,
    ...list,
    ...form,
    ...views,
    ...server,
    ...parts,
    name: area.name,
    idKey,
    label: spec.label,
    plural: spec.plural,
    fields: spec.fields,
    table: `${area.name}s`,
    listFields,
    defaultSort: list.defaultSort ?? idKey,
    columns: listColumns,
    titleField: titleFieldOf(listColumns, idKey, title),
    messages: { ...defaultMessages(spec.label, spec.plural), ...messages },
    form: sections.map((section) => ({ title: section.title, fields: [...section.fields] })),
    csvColumns,
    // Fields the server writes (a submission's site and fields) are exported too; an upload ignores them.
    // A module of its own (users, accounts) exports only its list's columns: its fields hold a password.
    exportColumns: table
      ? [idKey, ...columns].map(csvColumn)
      : [
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
  markDefinition(definition);
  return definition;
}
