import type { MenuGroup } from '../routing/menu-groups.ts';
import type { Field, RefFit } from './field.ts';
import type { Resource } from './spec.ts';

/** One area's words in another language, beside the English of its definition (labels.es.ts). */
export interface AreaLabels {
  /** The grammatical gender of the label, which the record toasts agree with ('Imagen creada'). */
  gender: 'm' | 'f';
  label: string;
  plural: string;
  /** The create button and screen, where it is not 'Create <label>' ('Add Image'). */
  create?: string;
  fields: Record<string, string>;
  help?: Record<string, string>;
  placeholders?: Record<string, string>;
  /** What a select calls leaving the field empty (emptyLabel). */
  empty?: Record<string, string>;
  /** An enum's values in words, by field. */
  values?: Record<string, Record<string, string>>;
  /** The form's sections, by their English title. */
  sections?: Record<string, string>;
  /** The title of an area whose list is a board. */
  board?: string;
  /**
   * The area's own sentences, by their English: its checks' and time rule's messages, its unique rule's,
   * its read-only and delete notes (the server keeps sending the English as an error's detail).
   */
  rules?: Record<string, string>;
  /** The enable and disable row action with its toasts (ToggleSpec). */
  toggle?: { on: string; off: string; onDone: string; offDone: string };
  /** How a delete names the records it holds (HeldRecords). */
  holds?: { count: string; many: string; them: string; otherwise: string };
  /** The row's own command: its verb, its warning and its toast (RowAction). */
  rowAction?: { label: string; warning: string; done: string };
  /** The bulk bar's own actions by name: the button's verb and the past participle of the outcome. */
  bulkActions?: Record<string, { label: string; done: string }>;
  /** The area's own forms by name (NamedForm): title, toast, fields' labels and help, sections by English title. */
  forms?: Record<string, NamedFormWords>;
}

/** A named form's words in another language. */
export interface NamedFormWords {
  title: string;
  success: string;
  fields: Record<string, string>;
  help?: Record<string, string>;
  sections: Record<string, string>;
}

/** The sentences built from an area's label, `{label}`, `{plural}` and `{many}` (its plural in a sentence). */
export interface AreaSentences {
  create: string;
  empty: string;
  created: Record<AreaLabels['gender'], string>;
  updated: Record<AreaLabels['gender'], string>;
  deleted: Record<AreaLabels['gender'], string>;
  restored: Record<AreaLabels['gender'], string>;
  reordered: Record<AreaLabels['gender'], string>;
}

/** A language's file of area words (docs/architecture.md, texts and languages). */
export interface AreaLabelsFile {
  areas: Record<string, AreaLabels>;
  /** The created and updated columns every list may show. */
  meta: Record<'created_at' | 'updated_at', string>;
  sentences: AreaSentences;
  /** Every screen's title, by its route's path. */
  screens: Record<string, string>;
  groups: Record<MenuGroup, string>;
}

/**
 * The area's own sentences that another language translates by their English (AreaLabels.rules): its
 * checks', its time rule's, its read-only and delete notes.
 */
export const ruleSentences = (resource: Resource): string[] => [
  ...new Set([
    ...resource.checks.map((check) => check.message),
    ...(resource.timeRuleMessages ?? []),
    ...(resource.readOnlyNote ? [resource.readOnlyNote] : []),
    ...(resource.deleteNote ? [resource.deleteNote] : []),
    ...Object.values(resource.fields).flatMap((field) => field.refFit?.reasons ?? []),
  ]),
];

const fill = (template: string, words: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => words[name] ?? whole);

// A label inside a sentence: its first letter small ('Contactos' -> 'contactos'), unless the word is an
// acronym ('API', 'SMS').
const inSentence = (label: string): string =>
  /^[A-ZÁÉÍÓÚÑ]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

const mapEntries = <T, U>(
  record: Record<string, T>,
  change: (name: string, value: T) => U,
): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([name, value]) => [name, change(name, value)]));

// A ref's fit rule whose reasons read in the area's language.
const fitIn = (fit: RefFit, rule: (english: string) => string): RefFit => ({
  ...fit,
  reason: (ours, theirs) => {
    const reason = fit.reason(ours, theirs);
    return reason === null ? null : rule(reason);
  },
});

/**
 * The resource as the language of `file` names it: its label, plural, fields (label, help, placeholder,
 * empty choice, enum values), columns, sections and the sentences built from them. What the file leaves
 * out stays English; ids, commands and schemas are untouched, so every view reads it as it reads the
 * English definition.
 */
export function localizeResource(resource: Resource, file: AreaLabelsFile): Resource {
  const area = file.areas[resource.name];
  if (!area) return resource;
  const rule = (english: string): string => area.rules?.[english] ?? english;
  const fields = mapEntries(resource.fields, (name, field: Field): Field => {
    const values = area.values?.[name];
    return {
      ...field,
      label: area.fields[name] ?? field.label,
      ...(field.help ? { help: area.help?.[name] ?? field.help } : {}),
      ...(field.placeholder ? { placeholder: area.placeholders?.[name] ?? field.placeholder } : {}),
      ...(field.emptyLabel ? { emptyLabel: area.empty?.[name] ?? field.emptyLabel } : {}),
      ...(values ? { valueLabels: values } : {}),
      ...(field.refFit ? { refFit: fitIn(field.refFit, rule) } : {}),
    };
  });
  const { timeRule, toggle, holds, readOnlyNote, deleteNote, rowAction } = resource;
  const words = { label: area.label, plural: area.plural, many: inSentence(area.plural) };
  const said = (sentence: Record<AreaLabels['gender'], string>) => fill(sentence[area.gender], words);
  return {
    ...resource,
    label: area.label,
    plural: area.plural,
    fields,
    columns: resource.columns.map((column) => ({
      ...column,
      ...(fields[column.field]?.valueLabels ? { valueLabels: fields[column.field]!.valueLabels } : {}),
      label:
        fields[column.field]?.label ??
        (Object.hasOwn(file.meta, column.field)
          ? file.meta[column.field as keyof AreaLabelsFile['meta']]
          : column.label),
    })),
    related: resource.related.map((area) => ({
      ...area,
      label: file.areas[area.resource]?.plural ?? area.label,
    })),
    form: resource.form.map((section) => ({
      ...section,
      title: area.sections?.[section.title] ?? section.title,
    })),
    ...(resource.board
      ? {
          board: {
            ...resource.board,
            title: area.board ?? resource.board.title,
            headings: { ...resource.board.headings, ...area.values?.[resource.board.column] },
          },
        }
      : {}),
    checks: resource.checks.map((check) => ({ ...check, message: rule(check.message) })),
    ...(timeRule
      ? {
          timeRule: (record: Record<string, unknown>, now: Date) => {
            const problem = timeRule(record, now);
            return problem === null ? null : rule(problem);
          },
        }
      : {}),
    ...(readOnlyNote ? { readOnlyNote: rule(readOnlyNote) } : {}),
    ...(deleteNote ? { deleteNote: rule(deleteNote) } : {}),
    ...(toggle && area.toggle ? { toggle: { ...toggle, ...area.toggle } } : {}),
    ...(holds && area.holds ? { holds: { ...holds, ...area.holds } } : {}),
    ...(rowAction && area.rowAction ? { rowAction: { ...rowAction, ...area.rowAction } } : {}),
    forms: mapEntries(resource.forms, (name, form) => {
      const own = area.forms?.[name];
      if (!own) return form;
      return {
        ...form,
        title: own.title,
        success: own.success,
        fields: mapEntries(form.fields, (field, spec) => ({
          ...spec,
          label: own.fields[field] ?? spec.label,
          ...(spec.help ? { help: own.help?.[field] ?? spec.help } : {}),
        })),
        sections: form.sections.map((section) => ({
          ...section,
          title: own.sections[section.title] ?? section.title,
        })),
      };
    }),
    bulkActions: mapEntries(resource.bulkActions, (name, action) => ({
      ...action,
      ...area.bulkActions?.[name],
    })),
    words: { one: inSentence(area.label), many: words.many },
    emptyText: fill(file.sentences.empty, words),
    createLabel: area.create ?? fill(file.sentences.create, { label: inSentence(area.label) }),
    messages: {
      created: said(file.sentences.created),
      updated: said(file.sentences.updated),
      deleted: said(file.sentences.deleted),
      restored: said(file.sentences.restored),
      reordered: said(file.sentences.reordered),
    },
  };
}

/** A screen's title in the language of `file`, by its route's path; English where the file has none. */
export const screenTitle = (file: AreaLabelsFile | null, path: string, english: string): string =>
  (file && Object.hasOwn(file.screens, path) ? file.screens[path] : undefined) ?? english;

/** A menu group's name in the language of `file`. */
export const groupName = (file: AreaLabelsFile | null, group: MenuGroup): string =>
  file?.groups[group] ?? group;
