import type { z } from '../protocol/z.ts';
import type { Command } from '../protocol/command.ts';
import type { ListFields } from '../protocol/list.ts';
import type { MediaKind } from '../protocol/media.ts';
import type { BulkActionSpec } from '../list/bulk-action.ts';
import type { Field, FieldFormat, FieldKind } from './field.ts';
import type { RecordMessages } from './messages.ts';
import type { TotalsSpec } from './totals.ts';

// The shapes of a resource definition: what an area writes (ResourceSpec, with its AreaMeta) and what
// defineResource gives the views and the server (Resource). docs/architecture.md walks through both.

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

/** Columns every record has besides its fields (docs/behaviour.md#areas: tenancy and authorship). */
export const META_COLUMNS = ['account_id', 'created_at', 'updated_at', 'created_by'] as const;

/** A list column: a field (or a meta column) and whether the list may sort on it. */
export interface ListColumn {
  field: string;
  label: string;
  kind: FieldKind | 'id' | 'timestamp';
  sortable: boolean;
  /** How the cell writes a number: 'bytes' as 1.2 MB, 'cents' (integer cents) as 12.50. */
  format?: FieldFormat;
  /** enum: the values in words of another language (lib/resources/localize.ts). */
  valueLabels?: Readonly<Record<string, string>>;
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

export type CommandSpec = Omit<Command, 'module' | 'command'>;

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

/** A command a list row offers besides edit and delete, behind a confirmation (an API key's revoke). */
export interface RowAction {
  command: string;
  /** The button's verb and the dialog's ('Revoke'). */
  label: string;
  /** What it does, said in the confirmation after the question. */
  warning: string;
  /** The success toast, a whole sentence. */
  done: string;
  /** Whether the row offers it (a key not yet revoked); every row when left out. */
  when?: (row: Record<string, unknown>) => boolean;
}

/**
 * Records of another area that belong to this one's (a bucket's images): a delete of a record that holds
 * any asks which other record they move to and sends it as `move_to` (docs/behaviour.md#areas).
 */
export interface HeldRecords {
  /** The area of the held records and its ref field pointing here. */
  area: string;
  field: string;
  /** How the dialog counts them (the noun for one: 'image', '3 images') and names them ('its images'). */
  count: string;
  /** The noun for several, where it is not `count` and an s. */
  many?: string;
  them: string;
  /** What else a user can do when there is no other record to move them to. */
  otherwise: string;
}

/** A bool field the list flips from a row action (enable and disable), labelled by where it leads. */
export interface ToggleSpec<K extends string = string> {
  field: K;
  on: string;
  off: string;
  /** The toasts after each, whole sentences ('User enabled successfully'). */
  onDone: string;
  offDone: string;
}

/** The commands of an area whose protocol module exists already, and its list query's allowlist. */
export interface CommandTable {
  commands: Record<string, Command>;
  listFields: ListFields;
}

type Columns<K extends string> = (K | 'created_at' | 'updated_at')[];

/**
 * An area's definition as written, besides its meta (name, labels, level, screens: lib/resources/area.ts):
 * what its records are at the top, then its options grouped by the job they serve. Which group an
 * option joins is the rule in docs/architecture.md (adding an area).
 */
export interface ResourceSpec<F extends Record<string, Field>> {
  /** 'Contact' / 'Contacts': titles, buttons and the empty text. */
  label: string;
  plural: string;
  fields: F;
  list: ListOptions<keyof F & string>;
  form: FormOptions<keyof F & string>;
  views?: ViewOptions<keyof F & string>;
  server?: ServerOptions<keyof F & string>;
}

/** What the list screen shows and offers: columns, search, order, what a row links to, CSV in and out. */
export interface ListOptions<K extends string = string> {
  /** List columns in order: field names, or `created_at` / `updated_at`. */
  columns: Columns<K>;
  /** The text fields the list's search box looks in. */
  search: K[];
  /** The list's first sort; the id when left out. */
  defaultSort?: K;
  /** The list's first order: 'desc' for areas read newest first (orders, runs). */
  defaultOrder?: 'asc' | 'desc';
  /** A required ref the list is read by: a picker above the list chooses the record (contestants by rodeo). */
  listBy?: K;
  /** A ref field the list request carries too, picked above the list (a super admin's account). */
  listParam?: K;
  /** Areas whose records point to this one; each list row opens that area's list for the row. */
  related?: RelatedArea[];
  /** A `totals` command: the count, a quantity and money per currency of the (filtered, searched) list. */
  totals?: TotalsSpec;
  /**
   * The count of items a finished record left behind (a sync run's failed rows): its status badge then
   * reads as a warning with that count, never as a plain success (docs/behaviour.md#states).
   */
  failures?: K;
  /** CSV export of the (filtered, searched) list. */
  export?: boolean;
  /** CSV bulk upload: a row whose `unique` field matches a record of the account updates that record. */
  bulk?: boolean;
  /** The area's own bulk actions on a list's selection, by name (lib/list/bulk-action.ts). */
  bulkActions?: Record<string, BulkActionSpec>;
}

/** How records are created and edited: the form's sections and what the forms do besides. */
export interface FormOptions<K extends string = string> {
  /** The create and edit form's sections, in order. */
  sections: { title: string; fields: K[] }[];
  /** Text fields with {{placeholders}} the form previews filled with sample values (message prompts). */
  preview?: K[];
  /** Forms keep unsaved values as a draft in browser storage (lib/resource-views/drafts.ts). */
  drafts?: boolean;
  /**
   * Records of this area show an uploaded original (lib/protocol/media.ts): the area has an `upload`
   * command, and its create screen uploads files instead of showing a blank form.
   */
  upload?: MediaKind;
  /** Forms besides create and edit, by the view name their screen shows (Register Account). */
  forms?: Record<string, NamedForm>;
  /**
   * The update request from the changed fields, for a command that wants more than the changes (docs/behaviour.md#records's
   * account edit payload: the caller's user id and every field).
   */
  editPayload?: EditPayload;
}

/** How the views name, change and delete a record, and which view shows the list instead of a table. */
export interface ViewOptions<K extends string = string> {
  /** The field that names a record (lib/resources/record-name.ts); the first text-like column when left out. */
  title?: K;
  /** The success toasts, whole sentences; the ones left out read '{Label} created successfully' and so on. */
  messages?: Partial<RecordMessages>;
  /** Whether the caller may edit a row (the server decides regardless); every row when left out. */
  editable?: (row: Record<string, unknown>, caller: Caller) => boolean;
  /** What an edit form says of a record `editable` refuses (it then shows read-only). */
  readOnlyNote?: string;
  toggle?: ToggleSpec<K>;
  rowAction?: RowAction;
  /** What else a delete removes, said in its confirmation (an image's file and sizes). */
  deleteNote?: string;
  holds?: HeldRecords;
  /** The datetime field that places a record on a month calendar: the area's list is that calendar. */
  calendar?: K;
  /**
   * The list is a board: records are cards in columns (the values of an enum field), ordered by an int
   * field the server keeps; the area has a `move` command that puts a card in a column at a place.
   */
  board?: BoardSpec<K>;
  /**
   * The read-only view of one record that a row opens, at its own address (a ticket order's detail,
   * docs/behaviour.md), for an area whose records are not edited in the console.
   */
  recordView?: 'detail';
}

/** What the server keeps and refuses: whose records, which rules, which commands, which table. */
export interface ServerOptions<K extends string = string> {
  /** Whose records a caller sees: the whole account's (default) or only the ones they created. */
  scope?: 'account' | 'creator';
  /** A text field unique (case-insensitively) within an account; a duplicate create answers 409. */
  unique?: K;
  /** Rules across fields, checked on the whole record as it would be stored (client and server alike). */
  checks?: RecordCheck[];
  /** What refuses a record's time as of `now` (a scheduled broadcast in the past); null when it is fine. */
  timeRule?: (record: Record<string, unknown>, now: Date) => string | null;
  /** Every message `timeRule` answers, which another language's area words translate (labels.es.ts). */
  timeRuleMessages?: string[];
  /**
   * What a trashed record whose time rule no longer holds comes back as (a broadcast whose time passed: a
   * draft, not sent late); without it, such a restore is refused (docs/behaviour.md#trash).
   */
  lapsed?: Record<string, unknown>;
  /** The standard commands to leave out (an API key, say, is revoked, never edited). */
  without?: StandardCommand[];
  /** Replace a standard command's schemas, or add the area's own commands. */
  commands?: (parts: ResourceParts) => Record<string, Partial<CommandSpec> & Pick<CommandSpec, 'summary'>>;
  /**
   * An area with a protocol module of its own (account, user): the views call these commands and the
   * module's handlers serve them; the definition adds only how the area shows, no table and no schemas.
   */
  table?: CommandTable;
  /**
   * Sample records each demo account starts with (server/seed/resources.ts), for a small area; they ship
   * with the definition, so a large set belongs in server/seed/resource-data.ts instead.
   */
  demo?: Record<string, unknown>[];
}

export interface BoardSpec<K extends string = string> {
  /** The screen's title (docs/behaviour.md#screens: 'Task Board'). */
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

/** The options defineResource fills in when an area leaves them out: the Resource always has them. */
type Filled<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };

/**
 * An area as the views and the server read it, made once by defineResource (define.ts): the grouped
 * options flattened, with their defaults, and what they derive (schemas, commands, columns, CSV, texts).
 */
export interface Resource<F extends Record<string, Field> = Record<string, Field>, N extends string = string>
  extends
    ResourceParts,
    Filled<
      Omit<ListOptions, 'columns' | 'export'>,
      'defaultSort' | 'defaultOrder' | 'related' | 'bulk' | 'bulkActions'
    >,
    Filled<Omit<FormOptions, 'sections'>, 'preview' | 'drafts' | 'forms'>,
    Omit<ViewOptions, 'title' | 'messages'>,
    Filled<Omit<ServerOptions, 'table' | 'commands' | 'without'>, 'scope' | 'checks'> {
  name: N;
  /** The id column: rowId (lib/resources/record-types.ts) reads a row's id by it. */
  idKey: `${N}_id`;
  label: string;
  plural: string;
  /** The label and plural as they read inside a sentence ('API key', 'helpbot FAQs'): lib/format/in-sentence.ts. */
  words: { one: string; many: string };
  table: string;
  fields: F;
  /** The allowlist of the generic list query: every listable field plus the id and meta columns. */
  listFields: ListFields;
  columns: ListColumn[];
  /** The form's sections (the definition's `form.sections`). */
  form: FormSection[];
  /** Uploadable columns (the bulk-upload template); an export adds the id and timestamps around them. */
  csvColumns: CsvColumn[];
  exportColumns: CsvColumn[];
  emptyText: string;
  createLabel: string;
  /** Every command's minimum level, for the server and for views that hide what a caller may not do. */
  levels: Record<string, number>;
  commands: Record<string, Command>;
  /** True when the commands belong to a module of their own, which the generic server module must not serve. */
  ownModule: boolean;
  /** The field that names a record (the definition's `views.title`, else the rule of record-name.ts). */
  titleField: string;
  messages: RecordMessages;
}

/** A resource known to have the view option `K` (a board, a calendar), as resource-panel.tsx narrows it. */
export type ResourceWith<K extends keyof Resource> = Resource & { [P in K]-?: NonNullable<Resource[P]> };
