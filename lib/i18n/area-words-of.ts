import { machineWords } from '../format/words.ts';
import {
  groupName,
  localizeResource,
  ruleSentences,
  screenTitle,
  type AreaLabelsFile,
} from '../resources/localize.ts';
import type { Resource } from '../resources/spec.ts';
import type { AreaWords } from './area-words.ts';
import type { Locale } from './locales.ts';

// Loaded with the first view in a language other than English (lib/i18n/area-words.ts): an English page
// carries none of it.

/** Each shipped language's file of area words; tests/unit/i18n/area-labels.test.ts holds it to the definitions. */
export const AREA_WORD_FILES: Partial<Record<Locale, () => Promise<{ default: AreaLabelsFile }>>> = {
  es: () => import('../resources/labels.es.ts'),
};

// A pseudo-locale's file for one resource: its English, each text changed, with no placeholders left.
function pseudoFile(resource: Resource, change: (text: string) => string): AreaLabelsFile {
  const each = (pick: (field: Resource['fields'][string]) => string | undefined) =>
    Object.fromEntries(
      Object.entries(resource.fields).flatMap(([name, field]) => {
        const text = pick(field);
        return text ? [[name, change(text)]] : [];
      }),
    );
  const both = (text: string) => ({ m: change(text), f: change(text) });
  return {
    areas: {
      [resource.name]: {
        gender: 'm',
        label: change(resource.label),
        plural: change(resource.plural),
        create: change(resource.createLabel),
        fields: each((field) => field.label),
        help: each((field) => field.help),
        placeholders: each((field) => field.placeholder),
        empty: each((field) => field.emptyLabel),
        values: Object.fromEntries(
          Object.entries(resource.fields).flatMap(([name, field]) =>
            field.values
              ? [
                  [
                    name,
                    Object.fromEntries(field.values.map((value) => [value, change(machineWords(value))])),
                  ],
                ]
              : [],
          ),
        ),
        sections: Object.fromEntries(resource.form.map(({ title }) => [title, change(title)])),
        ...(resource.board ? { board: change(resource.board.title) } : {}),
        rules: Object.fromEntries(ruleSentences(resource).map((text) => [text, change(text)])),
        ...(resource.toggle
          ? {
              toggle: {
                on: change(resource.toggle.on),
                off: change(resource.toggle.off),
                onDone: change(resource.toggle.onDone),
                offDone: change(resource.toggle.offDone),
              },
            }
          : {}),
        ...(resource.rowAction
          ? {
              rowAction: {
                label: change(resource.rowAction.label),
                warning: change(resource.rowAction.warning),
                done: change(resource.rowAction.done),
              },
            }
          : {}),
        forms: Object.fromEntries(
          Object.entries(resource.forms).map(([name, form]) => [
            name,
            {
              title: change(form.title),
              success: change(form.success),
              fields: Object.fromEntries(
                Object.entries(form.fields).map(([field, { label }]) => [field, change(label)]),
              ),
              help: Object.fromEntries(
                Object.entries(form.fields).flatMap(([field, { help }]) =>
                  help ? [[field, change(help)]] : [],
                ),
              ),
              sections: Object.fromEntries(form.sections.map(({ title }) => [title, change(title)])),
            },
          ]),
        ),
        bulkActions: Object.fromEntries(
          Object.entries(resource.bulkActions).map(([name, { label, done }]) => [
            name,
            { label: change(label), done: change(done) },
          ]),
        ),
        ...(resource.holds
          ? {
              holds: {
                count: change(resource.holds.count),
                many: change(resource.holds.many ?? `${resource.holds.count}s`),
                them: change(resource.holds.them),
                otherwise: change(resource.holds.otherwise),
              },
            }
          : {}),
      },
      // The areas a row links to, by the name the link shows.
      ...Object.fromEntries(
        resource.related.map(({ resource: name, label }) => [
          name,
          { gender: 'm', label: change(label), plural: change(label), fields: {} },
        ]),
      ),
    },
    meta: { created_at: change('Created'), updated_at: change('Updated') },
    sentences: {
      create: change(resource.createLabel),
      empty: change(resource.emptyText),
      created: both(resource.messages.created),
      updated: both(resource.messages.updated),
      deleted: both(resource.messages.deleted),
      restored: both(resource.messages.restored),
      reordered: both(resource.messages.reordered),
    },
    screens: {},
    groups: {} as AreaLabelsFile['groups'],
  };
}

// A definition is made in a language once: a list names an area in every row (the Activity log's cells).
function once(make: (resource: Resource) => Resource): (resource: Resource) => Resource {
  const made = new WeakMap<Resource, Resource>();
  return (resource) => {
    let localized = made.get(resource);
    if (!localized) made.set(resource, (localized = make(resource)));
    return localized;
  };
}

/** The areas' words of `locale`: its file's, or each English word changed as its pseudo-locale does. */
export async function areaWordsOf(locale: Locale): Promise<NonNullable<AreaWords>> {
  const file = AREA_WORD_FILES[locale];
  if (file) {
    const { default: words } = await file();
    return {
      resource: once((resource) => localizeResource(resource, words)),
      title: (path, english) => screenTitle(words, path, english),
      plural: (area, english) => words.areas[area]?.plural ?? english,
      group: (group) => groupName(words, group),
      value: (area, field, value, english) => words.areas[area]?.values?.[field]?.[value] ?? english,
    };
  }
  const { pseudoText } = await import('./pseudo.ts');
  const change = (text: string) => pseudoText(locale, text);
  return {
    resource: once((resource) => localizeResource(resource, pseudoFile(resource, change))),
    title: (_path, english) => change(english),
    plural: (_area, english) => change(english),
    group: change,
    value: (_area, _field, _value, english) => change(english),
  };
}
