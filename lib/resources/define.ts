import { z } from '../protocol/z.ts';
import { defineCommands, type Command } from '../protocol/command.ts';
import { id, timestamp } from '../protocol/fields.ts';
import {
  filterSchema,
  listResponseSchema,
  resourceListSchema,
  SEARCH_MAX,
  type ListFields,
} from '../protocol/list.ts';
import { uploadCommand, type MediaKind } from '../protocol/media.ts';
import { BULK_MAX_ROWS, bulkRequestSchema, bulkResponseSchema } from './bulk.ts';
import type { Field, FieldKind } from './field.ts';
import { listTotalsSchema, type TotalsSpec } from './totals.ts';

export const STANDARD_COMMANDS = [
  'create',
  'read',
  'update',
  'delete',
  'list',
  'bulk_create',
  'export',
] as const;
export type StandardCommand = (typeof STANDARD_COMMANDS)[number];

/** Columns every record has besides its fields (RESOURCES.md: tenancy and authorship). */
export const META_COLUMNS = ['account_id', 'created_at', 'updated_at', 'created_by'] as const;

/** A list column: a field (or a meta column) and whether the list may sort on it. */
export interface ListColumn {
  field: string;
  label: string;
  kind: FieldKind | 'id' | 'timestamp';
  sortable: boolean;
  /** How the cell writes a number: 'bytes' as 1.2 MB, 'cents' (integer cents) as 12.50. */
  format?: 'bytes' | 'cents';
}

/** Another area whose records point to this one by a ref (a rodeo's contestants); a list row links there. */
export interface RelatedArea {
  resource: string;
  label: string;
}

/** A titled group of form fields, in order; the view looks each name up in `fields`. */
export interface FormSection {
  title: string;
  fields: string[];
}

/** A CSV column: header = field name, so an exported file uploads again as it is. */
export interface CsvColumn {
  field: string;
  header: string;
}

type CommandSpec = Omit<Command, 'module' | 'command'>;

/** A form besides create and edit: a view of its own that sends another command (Register Account). */
export interface NamedForm {
  title: string;
  /** The success toast ('Account registered successfully'). */
  success: string;
  /** The command it sends, one of the resource's. */
  command: string;
  /** Its own fields: they need not be fields of the records (the owner of a new account, say). */
  fields: Record<string, Field>;
  sections: FormSection[];
}

/** Who is looking at a list: enough for a view to hide what the server would refuse anyway. */
export interface Caller {
  id: number | null;
  access: number;
}

export type EditPayload = (
  changes: Record<string, unknown>,
  context: { record: Record<string, unknown>; caller: Caller },
) => Record<string, unknown>;

/** The commands of an area whose protocol module exists already, and its list query's allowlist. */
export interface CommandTable {
  commands: Record<string, Command>;
  listFields: ListFields;
}

export interface ResourceSpec<F extends Record<string, Field>> {
  /** The protocol module and RESOURCES.md name; table `<name>s`, id column `<name>_id`. */
  name: string;
  /** 'Contact' / 'Contacts': titles, buttons and the empty text. */
  label: string;
  plural: string;
  /** The level of every command (RESOURCES.md), unless `levels` says otherwise for one. */
  access: number;
  levels?: Partial<Record<string, number>>;
  fields: F;
  /** List columns in order: field names, or `created_at` / `updated_at`. */
  columns: ((keyof F & string) | 'created_at' | 'updated_at')[];
  form: { title: string; fields: (keyof F & string)[] }[];
  /** The text fields the list's search box looks in. */
  search: (keyof F & string)[];
  defaultSort?: keyof F & string;
  /** The list's first order: 'desc' for areas read newest first (orders, runs). */
  defaultOrder?: 'asc' | 'desc';
  /** Whose records a caller sees: the whole account's (default) or only the ones they created. */
  scope?: 'account' | 'creator';
  /** A text field unique (case-insensitively) within an account; a duplicate create answers 409. */
  unique?: keyof F & string;
  /** CSV bulk upload: a row whose `unique` field matches a record of the account updates that record. */
  bulk?: boolean;
  /** Rules across fields, checked on the whole record as it would be stored (client and server alike). */
  checks?: RecordCheck[];
  /** Text fields with {{placeholders}} the form previews filled with sample values (message prompts). */
  preview?: (keyof F & string)[];
  /** CSV export of the (filtered, searched) list. */
  export?: boolean;
  /** A required ref the list is read by: a picker above the list chooses the record (contestants by rodeo). */
  listBy?: keyof F & string;
  /** Areas whose records point to this one; each list row opens that area's list for the row. */
  related?: RelatedArea[];
  /** A `totals` command: the count, a quantity and money per currency of the (filtered, searched) list. */
  totals?: TotalsSpec;
  /** Forms keep unsaved values as a draft in browser storage (lib/resource-views/drafts.ts). */
  drafts?: boolean;
  /**
   * Records of this area show an uploaded original (lib/protocol/media.ts): the area has an `upload`
   * command, and its create screen uploads files instead of showing a blank form.
   */
  upload?: MediaKind;
  /** The create button and screen title, when not 'Create <label>' (SPEC 2: 'Add Image', 'Upload Files'). */
  createLabel?: string;
  /** The standard commands to leave out (an API key, say, is revoked, never edited). */
  without?: StandardCommand[];
  /** Replace a standard command's schemas, or add the area's own commands. */
  commands?: (parts: ResourceParts) => Record<string, Partial<CommandSpec> & Pick<CommandSpec, 'summary'>>;
  /**
   * An area with a protocol module of its own (account, user): the views call these commands and the
   * module's handlers serve them; the definition adds only how the area shows, no table and no schemas.
   */
  table?: CommandTable;
  forms?: Record<string, NamedForm>;
  /**
   * The update request from the changed fields, for a command that wants more than the changes (SPEC 3's
   * account edit payload: the caller's user id and every field).
   */
  editPayload?: EditPayload;
  /** Whether the caller may edit a row (the server decides regardless); every row when left out. */
  editable?: (row: Record<string, unknown>, caller: Caller) => boolean;
  /** A bool field the list flips from a row action (enable and disable), labelled by where it leads. */
  toggle?: { field: keyof F & string; on: string; off: string };
  /** A ref field the list request carries too, picked above the list (a super admin's account). */
  listParam?: keyof F & string;
  /** The datetime field that places a record on a month calendar: the area's list is that calendar. */
  calendar?: keyof F & string;
  /** What refuses a record's time as of `now` (a scheduled broadcast in the past); null when it is fine. */
  timeRule?: (record: Record<string, unknown>, now: Date) => string | null;
  /** What an edit form says of a record `editable` refuses (it then shows read-only). */
  readOnlyNote?: string;
  /**
   * The list is a board: records are cards in columns (the values of an enum field), ordered by an int
   * field the server keeps; the area has a `move` command that puts a card in a column at a place.
   */
  board?: BoardSpec<keyof F & string>;
}

export interface BoardSpec<K extends string = string> {
  /** The screen's title (SPEC 2: 'Task Board'). */
  title: string;
  /** The enum field whose values are the columns, left to right. */
  column: K;
  /** The int field, set by the server only, that orders the cards within a column. */
  position: K;
  /** Each column's heading, by value. */
  headings: Record<string, string>;
}

export interface RecordCheck {
  field: string;
  message: string;
  valid: (record: Record<string, unknown>) => boolean;
}

export interface ResourceParts {
  idKey: string;
  record: z.ZodMiniType;
  create: z.ZodMiniType;
  update: z.ZodMiniType;
  byId: z.ZodMiniType;
}

export interface Resource<F extends Record<string, Field> = Record<string, Field>> extends ResourceParts {
  name: string;
  label: string;
  plural: string;
  table: string;
  fields: F;
  /** The allowlist of the generic list query: every listable field plus the id and meta columns. */
  listFields: ListFields;
  defaultSort: string;
  defaultOrder: 'asc' | 'desc';
  scope: 'account' | 'creator';
  search: string[];
  columns: ListColumn[];
  form: FormSection[];
  /** Uploadable columns (the bulk-upload template); an export adds the id and timestamps around them. */
  csvColumns: CsvColumn[];
  exportColumns: CsvColumn[];
  emptyText: string;
  unique?: string;
  bulk: boolean;
  checks: RecordCheck[];
  preview: string[];
  listBy?: string;
  related: RelatedArea[];
  totals?: TotalsSpec;
  drafts: boolean;
  upload?: MediaKind;
  createLabel: string;
  /** Every command's minimum level, for the server and for views that hide what a caller may not do. */
  levels: Record<string, number>;
  commands: Record<string, Command>;
  /** True when the commands belong to a module of their own, which the generic server module must not serve. */
  ownModule: boolean;
  forms: Record<string, NamedForm>;
  editPayload?: EditPayload;
  editable?: (row: Record<string, unknown>, caller: Caller) => boolean;
  toggle?: { field: string; on: string; off: string };
  listParam?: string;
  calendar?: string;
  timeRule?: (record: Record<string, unknown>, now: Date) => string | null;
  readOnlyNote?: string;
  board?: BoardSpec;
}

const META_LIST_FIELDS: ListFields = {
  created_at: { type: 'date', filterable: true, sortable: true },
  updated_at: { type: 'date', filterable: true, sortable: true },
  created_by: { type: 'number', filterable: true, sortable: false },
};

const META_LABELS: Record<string, string> = { created_at: 'Created', updated_at: 'Updated' };

export const exportQuerySchema = z.object({
  filters: z._default(z.array(filterSchema).check(z.maxLength(50)), []),
  search: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX))),
});

const shapeOf = <F extends Record<string, Field>>(fields: F, pick: (field: Field) => z.ZodMiniType) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, pick(field)])) as Record<
    string,
    z.ZodMiniType
  >;

/** The commands of an existing module, checked to be that module's: a definition never renames them. */
function ownCommands(name: string, commands: Record<string, Command>): Record<string, Command> {
  for (const command of Object.values(commands)) {
    if (command.module !== name)
      throw new Error(`${name}: the command ${command.module}/${command.command} is another module's`);
  }
  return commands;
}

// The standard parts from an existing module's schemas; a part the module has no command for refuses all.
const tableParts = (idKey: string, commands: Record<string, Command>): ResourceParts => ({
  idKey,
  record: commands.read?.response ?? z.never(),
  create: commands.create?.request ?? z.never(),
  update: commands.update?.request ?? z.never(),
  byId: commands.read?.request ?? z.never(),
});

/** One resource from one declaration: schemas, list allowlist, command table and how it shows. */
export function defineResource<F extends Record<string, Field>>(spec: ResourceSpec<F>): Resource<F> {
  const idKey = `${spec.name}_id`;
  const writable = Object.fromEntries(Object.entries(spec.fields).filter(([, field]) => !field.readOnly));
  const record = z.object({
    [idKey]: z.int(),
    account_id: z.int(),
    ...shapeOf(spec.fields, (field) => field.value),
    created_at: timestamp,
    updated_at: timestamp,
    created_by: z.nullable(z.int()),
  });
  // Strict: an unknown key (account_id, a typo) is refused by name rather than silently dropped.
  const create = z.strictObject(
    shapeOf(writable, (field) =>
      field.required ? field.input : z._default(field.input, field.default as never),
    ),
  );
  const update = z.strictObject({
    [idKey]: id,
    ...shapeOf(writable, (field) => z.optional(field.input)),
  });
  const byId = z.object({ [idKey]: id });
  const parts: ResourceParts = spec.table
    ? tableParts(idKey, spec.table.commands)
    : { idKey, record, create, update, byId };

  const listFields: ListFields = spec.table?.listFields ?? {
    [idKey]: { type: 'number', filterable: true, sortable: true },
    ...Object.fromEntries(
      Object.entries(spec.fields)
        .filter(([, field]) => field.listType)
        .map(([name, field]) => [
          name,
          {
            type: field.listType!,
            filterable: true,
            sortable: true,
            ...(field.values ? { values: field.values } : {}),
          },
        ]),
    ),
    ...META_LIST_FIELDS,
  };

  // The generic module's command table, made from the fields; an area with a module of its own has one.
  const genericCommands = (): Record<string, Command> => {
    const standard: Record<StandardCommand, CommandSpec> = {
      create: {
        method: 'POST',
        auth: 'user',
        access: spec.access,
        request: create,
        response: record,
        summary: `Create a ${spec.label.toLowerCase()} in the caller’s account.`,
      },
      read: {
        method: 'GET',
        auth: 'user',
        access: spec.access,
        request: byId,
        response: record,
        summary: `Read one ${spec.label.toLowerCase()} of the caller’s account.`,
      },
      update: {
        method: 'PUT',
        auth: 'user',
        access: spec.access,
        request: update,
        response: record,
        summary: `Change fields of a ${spec.label.toLowerCase()}; the fields left out keep their values.`,
      },
      delete: {
        method: 'DELETE',
        auth: 'user',
        access: spec.access,
        request: byId,
        response: z.object({ success: z.boolean() }),
        summary: `Delete a ${spec.label.toLowerCase()}.`,
      },
      list: {
        method: 'POST',
        auth: 'user',
        access: spec.access,
        request: resourceListSchema,
        response: listResponseSchema(record),
        summary: `List the ${spec.plural.toLowerCase()} of the caller’s account (filters, sort, page, search).`,
      },
      bulk_create: {
        method: 'POST',
        auth: 'user',
        access: spec.access,
        request: bulkRequestSchema,
        response: bulkResponseSchema,
        summary: `Create or update up to ${BULK_MAX_ROWS} ${spec.plural.toLowerCase()} (matched by ${spec.unique}); one result per row.`,
      },
      export: {
        method: 'GET',
        auth: 'user',
        access: spec.access,
        request: exportQuerySchema,
        response: z.unknown(),
        summary: `Stream the (filtered, searched) ${spec.plural.toLowerCase()} as CSV, formulas neutralised.`,
      },
    };
    const chosen = STANDARD_COMMANDS.filter(
      (name) =>
        !spec.without?.includes(name) &&
        (name !== 'bulk_create' || spec.bulk) &&
        (name !== 'export' || spec.export),
    );
    const totals: Record<string, CommandSpec> = spec.totals
      ? {
          totals: {
            method: 'POST',
            auth: 'user',
            access: spec.access,
            request: exportQuerySchema,
            response: listTotalsSchema,
            summary: `Count, ${spec.totals.quantity} and ${spec.totals.amount} per ${spec.totals.currency} of the (filtered, searched) ${spec.plural.toLowerCase()}, in one query.`,
          },
        }
      : {};
    const own = spec.commands?.(parts) ?? {};
    if (spec.upload) {
      own.upload = {
        ...uploadCommand(
          spec.upload === 'image'
            ? 'a JPEG, PNG, WebP, AVIF or GIF image'
            : 'a file of any type but executables',
        ),
        access: spec.access,
      };
    }
    const specs: Record<string, CommandSpec> = {
      ...Object.fromEntries(chosen.map((name) => [name, standard[name]])),
      ...totals,
    };
    for (const [name, change] of Object.entries(own)) {
      const merged = { auth: 'user', access: spec.access, ...specs[name], ...change };
      if (!merged.method || !merged.request || !merged.response) {
        throw new Error(`${spec.name}/${name}: a new command needs a method, a request and a response`);
      }
      specs[name] = merged as CommandSpec;
    }
    for (const [name, level] of Object.entries(spec.levels ?? {})) {
      const command = specs[name];
      if (!command || level === undefined)
        throw new Error(`${spec.name}: a level for unknown command '${name}'`);
      specs[name] = { ...command, access: level };
    }
    return defineCommands(spec.name, specs) as Record<string, Command>;
  };
  const commands = spec.table ? ownCommands(spec.name, spec.table.commands) : genericCommands();

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
  const csvColumns = Object.keys(writable)
    .filter((name) => spec.fields[name]?.kind !== 'rich')
    .map((name) => ({ field: name, header: name }));
  const meta = (name: string): CsvColumn => ({ field: name, header: name });

  return {
    ...parts,
    name: spec.name,
    label: spec.label,
    plural: spec.plural,
    table: `${spec.name}s`,
    fields: spec.fields,
    listFields,
    defaultSort: spec.defaultSort ?? idKey,
    defaultOrder: spec.defaultOrder ?? 'asc',
    scope: spec.scope ?? 'account',
    search: spec.search,
    columns: spec.columns.map(column),
    form: spec.form.map((section) => ({ title: section.title, fields: [...section.fields] })),
    csvColumns,
    // Fields the server writes (a submission's site and fields) are exported too; an upload ignores them.
    exportColumns: [
      meta(idKey),
      ...csvColumns,
      ...Object.entries(spec.fields)
        .filter(([, field]) => field.readOnly && field.kind !== 'rich')
        .map(([name]) => meta(name)),
      meta('created_at'),
      meta('updated_at'),
    ],
    // SPEC 8's style: 'No service connections found...'.
    emptyText: `No ${spec.plural.toLowerCase()} found...`,
    ...(spec.unique ? { unique: spec.unique } : {}),
    bulk: spec.bulk === true,
    checks: spec.checks ?? [],
    preview: spec.preview ?? [],
    ...(spec.listBy ? { listBy: spec.listBy } : {}),
    related: spec.related ?? [],
    ...(spec.totals ? { totals: spec.totals } : {}),
    drafts: spec.drafts === true,
    ...(spec.upload ? { upload: spec.upload } : {}),
    createLabel: spec.createLabel ?? `Create ${spec.label}`,
    levels: Object.fromEntries(Object.entries(commands).map(([name, command]) => [name, command.access])),
    commands,
    ownModule: spec.table !== undefined,
    forms: spec.forms ?? {},
    ...(spec.editPayload ? { editPayload: spec.editPayload } : {}),
    ...(spec.editable ? { editable: spec.editable } : {}),
    ...(spec.toggle ? { toggle: spec.toggle } : {}),
    ...(spec.listParam ? { listParam: spec.listParam } : {}),
    ...(spec.calendar ? { calendar: spec.calendar } : {}),
    ...(spec.timeRule ? { timeRule: spec.timeRule } : {}),
    ...(spec.readOnlyNote ? { readOnlyNote: spec.readOnlyNote } : {}),
    ...(spec.board ? { board: spec.board } : {}),
  };
}
