import { describe, expect, it } from 'vitest';
import { AREA_WORD_FILES, areaWordsOf } from '../../../lib/i18n/area-words-of.ts';
import { areaWordsIn, localized } from '../../../lib/i18n/area-words.ts';
import { isPseudoLocale, LOCALES } from '../../../lib/i18n/locales.ts';
import { localizeResource, ruleSentences, type NamedFormWords } from '../../../lib/resources/localize.ts';
import spanish from '../../../lib/resources/labels.es.ts';
import { DEFINITIONS } from '../../../lib/resources/registry.ts';
import { MENU_GROUPS } from '../../../lib/routing/menu-groups.ts';
import { ROUTES } from '../../../lib/routing/routes.ts';

// docs/architecture.md, texts and languages: the areas' words of every shipped language cover every area,
// field, help, placeholder, choice, section and screen of the definitions, and nothing else.
describe('the areas in Spanish (lib/resources/labels.es.ts)', () => {
  it.each(DEFINITIONS.map((resource) => [resource.name, resource] as const))(
    '%s has every word',
    (name, resource) => {
      const area = spanish.areas[name as keyof typeof spanish.areas];
      expect(area, name).toBeDefined();
      const fields = Object.entries(resource.fields);
      const keys = (pick: (field: (typeof fields)[number][1]) => unknown) =>
        fields
          .filter(([, field]) => pick(field))
          .map(([field]) => field)
          .sort();
      expect(Object.keys(area.fields).sort()).toEqual(keys((field) => field.label));
      const own = area as {
        help?: object;
        placeholders?: Record<string, string>;
        empty?: object;
        values?: object;
      };
      expect(Object.keys(own.help ?? {}).sort()).toEqual(keys((field) => field.help));
      // A placeholder that is a format or a sample value reads the same in Spanish ('TX', 'https://').
      for (const field of Object.keys(own.placeholders ?? {}))
        expect(keys((f) => f.placeholder)).toContain(field);
      expect(Object.keys(own.empty ?? {}).sort()).toEqual(keys((field) => field.emptyLabel));
      const values = (own.values ?? {}) as Record<string, Record<string, string>>;
      expect(Object.keys(values).sort()).toEqual(keys((field) => field.values));
      for (const [field, words] of Object.entries(values))
        expect(Object.keys(words).sort()).toEqual([...resource.fields[field]!.values!].sort());
      const sections = (area as { sections?: Record<string, string> }).sections ?? {};
      expect(Object.keys(sections).sort()).toEqual(resource.form.map((section) => section.title).sort());
      // A board's title, and its columns' headings from its column field's values.
      expect(typeof (area as { board?: string }).board).toBe(resource.board ? 'string' : 'undefined');
      if (resource.board)
        expect(Object.keys(values[resource.board.column] ?? {}).sort()).toEqual(
          Object.keys(resource.board.headings).sort(),
        );
      // The area's own sentences (checks, time rule, notes), its toggle and what a delete says it holds.
      const rules = (area as { rules?: Record<string, string> }).rules ?? {};
      expect(Object.keys(rules).sort()).toEqual(ruleSentences(resource).sort());
      expect('toggle' in area).toBe(Boolean(resource.toggle));
      expect('holds' in area).toBe(Boolean(resource.holds));
      expect('rowAction' in area).toBe(Boolean(resource.rowAction));
      const bulk = (area as { bulkActions?: object }).bulkActions ?? {};
      expect(Object.keys(bulk).sort()).toEqual(Object.keys(resource.bulkActions).sort());
      const forms = (area as { forms?: Record<string, NamedFormWords> }).forms ?? {};
      expect(Object.keys(forms).sort()).toEqual(Object.keys(resource.forms).sort());
      for (const [name, form] of Object.entries(resource.forms)) {
        const own = forms[name]!;
        const named = Object.entries(form.fields);
        expect(Object.keys(own.fields).sort()).toEqual(named.map(([field]) => field).sort());
        expect(Object.keys(own.help ?? {}).sort()).toEqual(
          named
            .filter(([, field]) => field.help)
            .map(([field]) => field)
            .sort(),
        );
        expect(Object.keys(own.sections).sort()).toEqual(form.sections.map(({ title }) => title).sort());
      }
    },
  );

  it('is there for every shipped language but English', () => {
    const languages = LOCALES.filter((locale) => locale !== 'en' && !isPseudoLocale(locale));
    expect(Object.keys(AREA_WORD_FILES).sort()).toEqual([...languages].sort());
  });

  it('names every screen and menu group, and no screen that is gone', () => {
    expect(Object.keys(spanish.screens).sort()).toEqual(ROUTES.map((route) => route.path).sort());
    expect(Object.keys(spanish.groups).sort()).toEqual([...MENU_GROUPS].sort());
    expect(Object.keys(spanish.areas).sort()).toEqual(DEFINITIONS.map((resource) => resource.name).sort());
  });

  it('makes a definition Spanish: columns, form, choices, and the sentences agreeing with the gender', () => {
    const contact = DEFINITIONS.find((resource) => resource.name === 'contact')!;
    const es = localizeResource(contact, spanish);
    expect(es.columns.map((column) => column.label)).toContain('Apellidos');
    expect(es.columns.find((column) => column.field === 'created_at')?.label).toBe('Creado');
    expect(es.form.map((section) => section.title)).toEqual([
      'Contacto',
      'Teléfono',
      'Ubicación',
      'Marketing',
    ]);
    expect([es.createLabel, es.emptyText, es.messages.created]).toEqual([
      'Crear contacto',
      'No se encontraron contactos...',
      'Contacto creado correctamente',
    ]);
    const image = localizeResource(
      DEFINITIONS.find((resource) => resource.name === 'image')!,
      spanish,
    );
    expect([image.createLabel, image.messages.deleted]).toEqual([
      'Añadir imagen',
      'Imagen eliminada correctamente',
    ]);
    const broadcast = localizeResource(
      DEFINITIONS.find((resource) => resource.name === 'broadcast')!,
      spanish,
    );
    expect(broadcast.fields.status!.valueLabels?.sent).toBe('Enviado');
    expect(broadcast.columns.find((column) => column.field === 'status')?.valueLabels?.draft).toBe(
      'Borrador',
    );
    expect(broadcast.readOnlyNote).toBe('Este envío ya salió: es de solo lectura');
    expect(broadcast.timeRule?.({ status: 'sent', scheduled_at: '2999-01-01T00:00:00Z' }, new Date())).toBe(
      'Un envío ya enviado no puede ser en el futuro',
    );
    const rodeo = localizeResource(
      DEFINITIONS.find((resource) => resource.name === 'rodeo')!,
      spanish,
    );
    expect(rodeo.checks.map((check) => check.message)).toEqual(['Debe ser el día de inicio o después']);
    // The definition itself stays English, the one source of truth.
    expect(contact.createLabel).toBe('Create Contact');
  });

  it('loads the words of a language the first time they are shown, none for English', async () => {
    expect(areaWordsIn('en').get()).toBeNull();
    const es = areaWordsIn('es');
    const stop = es.listen(() => {});
    await expect.poll(() => es.get()).not.toBeNull();
    stop();
    const pseudo = areaWordsIn('en-XA');
    const stopPseudo = pseudo.listen(() => {});
    await expect.poll(() => pseudo.get()).not.toBeNull();
    stopPseudo();
    const contact = localized(
      DEFINITIONS.find((resource) => resource.name === 'contact')!,
      pseudo.get(),
    );
    expect(contact.plural).toMatch(/^\[Çöñţåçţš~+\]$/);
  });

  it("names an area by its plural for the dashboard's counts, English where it knows none", async () => {
    const words = await areaWordsOf('es');
    expect(words.plural('contact', 'Contacts')).toBe('Contactos');
    expect(words.plural('no_such_area', 'Things')).toBe('Things');
  });
});
