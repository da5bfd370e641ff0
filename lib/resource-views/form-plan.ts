import type { Command } from '../protocol/command.ts';
import { MIN_ACCESS, roleName } from '../protocol/access.ts';
import type { FormSection, Resource } from '../resources/define.ts';
import type { Field } from '../resources/field.ts';
import { valueChoices } from '../format/words.ts';
import { recordName } from '../resources/record-name.ts';

export const KEEP_PASSWORD = 'Leave blank to keep the current password';

/** What one form view shows and sends: create, edit, or a named form of the definition. */
export interface FormPlan {
  title: string;
  submit: string;
  success: string;
  command: Command;
  fields: Record<string, Field>;
  sections: FormSection[];
  editing: boolean;
}

/**
 * An edit form's title once its record is loaded: it names the record by its area's rule
 * (docs/behaviour.md#records, "Edit contact: Ada"); a named form and a new record keep the plan's.
 */
/** The words a form plan is made with, in the view's language (elements/resource-panel/texts.ts). */
export interface FormWords {
  editLabel: (words: { label: string }) => string;
  editRecord: (words: { one: string; name: string }) => string;
  saveChanges: string;
  keepPassword: string;
}

const ENGLISH: FormWords = {
  editLabel: ({ label }) => `Edit ${label}`,
  editRecord: ({ one, name }) => `Edit ${one}: ${name}`,
  saveChanges: 'Save Changes',
  keepPassword: KEEP_PASSWORD,
};

export const formTitle = (
  resource: Resource,
  plan: FormPlan,
  record: Record<string, unknown> | null,
  words: FormWords = ENGLISH,
): string =>
  plan.editing
    ? record
      ? words.editRecord({ one: resource.words.one, name: recordName(resource, record) })
      : words.editLabel({ label: resource.label })
    : plan.title;

// The fields the caller may set in this form, sections left empty by that dropped.
const shownSections = (
  sections: readonly FormSection[],
  fields: Record<string, Field>,
  access: number,
  editing: boolean,
): FormSection[] =>
  sections
    .map((section) => ({
      title: section.title,
      fields: section.fields.filter((name) => {
        const field = fields[name];
        return (
          !!field && !field.readOnly && (field.minAccess ?? 0) <= access && !(editing && field.createOnly)
        );
      }),
    }))
    .filter((section) => section.fields.length > 0);

/** The plan of `view` for a caller at level `access`; undefined when the resource has no such form. */
export function formPlan(
  resource: Resource,
  view: string,
  access: number,
  words: FormWords = ENGLISH,
): FormPlan | undefined {
  const named = Object.hasOwn(resource.forms, view) ? resource.forms[view] : undefined;
  if (named) {
    const command = resource.commands[named.command];
    if (!command) return undefined;
    return {
      title: named.title,
      submit: named.title,
      success: named.success,
      command,
      fields: named.fields,
      sections: shownSections(named.sections, named.fields, access, false),
      editing: false,
    };
  }
  if (view !== 'create' && view !== 'edit') return undefined;
  const editing = view === 'edit';
  const command = resource.commands[editing ? 'update' : 'create'];
  if (!command) return undefined;
  // An edit form keeps the stored password unless a new one is typed.
  const fields = Object.fromEntries(
    Object.entries(resource.fields).map(([name, field]) => [
      name,
      editing && field.kind === 'password' ? { ...field, required: false, help: words.keepPassword } : field,
    ]),
  );
  return {
    title: editing ? words.editLabel({ label: resource.label }) : resource.createLabel,
    submit: editing ? words.saveChanges : resource.createLabel,
    success: editing ? resource.messages.updated : resource.messages.created,
    command,
    fields,
    sections: shownSections(resource.form, fields, access, editing),
    editing,
  };
}

/**
 * An enum's choices in a form: the values a person may give (`choosable`), and the record's current value
 * when the server set it (a failed broadcast shows Failed), so the select never shows another value than the
 * record's. Picking it again changes nothing: an update sends only what changed.
 */
export const enumChoices = (field: Field, current: string): { value: string; label: string }[] => {
  const offered = field.choosable ?? field.values ?? [];
  const held = field.values?.includes(current) && !offered.includes(current);
  return valueChoices(held ? [current, ...offered] : offered, field.valueLabels);
};

/** The access levels a caller may give (docs/behaviour.md#levels: never above their own), each with its role's name. */
export const levelChoices = (
  access: number,
  words: LevelWords,
  andUp = false,
): { value: string; label: string }[] =>
  Array.from({ length: Math.max(0, access - MIN_ACCESS + 1) }, (_, i) => MIN_ACCESS + i).map((level) => {
    const role = roleName(level, words.roles);
    return { value: String(level), label: andUp ? words.andUp({ role, level }) : `${level} · ${role}` };
  });

/** The roles' names and 'Admins (8) and up', in the view's language (lib/format/role-texts.ts, texts.ts). */
export interface LevelWords {
  roles: Readonly<Record<string, unknown>>;
  andUp: (words: { role: string; level: number }) => string;
}
