import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../lib/resources/registry.ts';
import { slugify } from '../../../lib/resources/slug.ts';
import { contact } from '../../../lib/resources/contact.ts';

describe('resource definitions', () => {
  it.each(RESOURCES.map((resource) => [resource.name, resource] as const))(
    '%s: columns, form fields, search fields and the unique field are its own fields',
    (_name, resource) => {
      const names = new Set([...Object.keys(resource.fields), 'created_at', 'updated_at']);
      for (const column of resource.columns) expect(names).toContain(column.field);
      for (const section of resource.form) for (const field of section.fields) expect(names).toContain(field);
      for (const field of resource.search)
        expect(resource.fields[field]?.kind).toMatch(/text|email|textarea/);
      if (resource.unique) expect(resource.fields[resource.unique]).toBeDefined();
      expect(resource.emptyText).toBe(`No ${resource.words.many} found...`);
      for (const command of Object.values(resource.commands))
        expect(resource.levels[command.command]).toBe(command.access);
    },
  );

  it('a contact form turns blanks into null, formats phones, splits CSV tags and refuses unknown keys', () => {
    expect(
      contact.create.parse({
        first_name: ' Ann ',
        last_name: 'Lee',
        email: '',
        phone: '(806) 555-0142',
        tags: 'a; b',
      }),
    ).toMatchObject({
      first_name: 'Ann',
      email: null,
      phone: '8065550142',
      tags: ['a', 'b'],
      opted_in: false,
    });
    expect(contact.create.safeParse({ first_name: 'A', last_name: 'B', account_id: 2 }).success).toBe(false);
  });

  it('slugs are lowercase ASCII words joined by hyphens', () => {
    expect(slugify('  Bulls & Broncs: Día Uno!  ')).toBe('bulls-broncs-dia-uno');
    expect(slugify('***')).toBe('');
  });
});
