// A definition yields its record, create and update types (lib/resources/record-types.ts); a misspelt
// field in demo rows or a column list does not compile (tsc checks the @ts-expect-error lines).
import { describe, expect, expectTypeOf, it } from 'vitest';
import { contact } from '../../../lib/resources/contact.ts';
import { defineResource } from '../../../lib/resources/define.ts';
import { contactArea } from '../../../lib/resources/contact.area.ts';
import { text } from '../../../lib/resources/field.ts';
import {
  createdId,
  demoRows,
  rowId,
  type CreateOf,
  type RecordOf,
  type UpdateOf,
} from '../../../lib/resources/record-types.ts';

describe('record types of a definition', () => {
  it('gives each field its value, null where it is optional', () => {
    expectTypeOf<RecordOf<typeof contact>['first_name']>().toEqualTypeOf<string>();
    expectTypeOf<RecordOf<typeof contact>['email']>().toEqualTypeOf<string | null>();
    expectTypeOf<RecordOf<typeof contact>['opted_in']>().toEqualTypeOf<boolean>();
    expectTypeOf<RecordOf<typeof contact>['tags']>().toEqualTypeOf<string[]>();
    expectTypeOf<RecordOf<typeof contact>['contact_id']>().toEqualTypeOf<number>();
    expectTypeOf<RecordOf<typeof contact>['created_at']>().toEqualTypeOf<string>();
  });

  it('asks a create for the required fields only, and an update for the id', () => {
    expectTypeOf<{ first_name: string; last_name: string }>().toExtend<CreateOf<typeof contact>>();
    expectTypeOf<{ first_name: string }>().not.toExtend<CreateOf<typeof contact>>();
    expectTypeOf<{ contact_id: number; city: null }>().toExtend<UpdateOf<typeof contact>>();
    expectTypeOf<{ city: string }>().not.toExtend<UpdateOf<typeof contact>>();
  });

  it('refuses a demo row or a column that names no field', () => {
    expect(demoRows(contact, [{ first_name: 'Wade', last_name: 'Harlan', tags: ['vip'] }])).toHaveLength(1);
    // @ts-expect-error: 'frist_name' is no field of a contact
    demoRows(contact, [{ frist_name: 'Wade', last_name: 'Harlan' }]);
    const misspelt = () =>
      defineResource(contactArea, {
        label: 'Contact',
        plural: 'Contacts',
        fields: { first_name: text('First Name', 40) },
        // @ts-expect-error: 'frist_name' is no field of this definition
        list: { columns: ['frist_name'], search: [] },
        form: { sections: [] },
      });
    expect(typeof misspelt).toBe('function');
  });

  it('reads a row’s id by the one helper, and refuses a row without one', () => {
    expect(rowId(contact, { contact_id: 7, first_name: 'Wade' })).toBe(7);
    expect(() => rowId(contact, { first_name: 'Wade' })).toThrow('A contact row without its contact_id');
  });

  it('reads a create’s id by the area’s key, or the published user/create’s `id` when that is all there is', () => {
    expect(createdId(contact, { contact_id: 7 })).toBe(7);
    const user = { name: 'user', idKey: 'user_id' } as const;
    expect(createdId(user, { id: 4, access: 3 })).toBe(4);
    expect(createdId(user, { id: 4, user_id: 4, access: 3 })).toBe(4);
    expect(() => createdId(user, { access: 3 })).toThrow('A user row without its user_id');
  });
});
