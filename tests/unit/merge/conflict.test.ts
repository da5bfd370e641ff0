import { describe, expect, it } from 'vitest';
import {
  compareValues,
  flatValues,
  initialChoices,
  mergeValues,
  withFlatValues,
} from '../../../lib/merge/conflict.ts';

// A profile-like form: plain fields, a group (a phone), and a password that a merge never lists.
const opened = {
  firstName: 'Olive',
  lastName: 'Owner',
  password: '',
  primary: { phone: '', label: '', textable: false },
};
const FIELDS = [
  { name: 'firstName', label: 'First Name' },
  { name: 'lastName', label: 'Last Name' },
  { name: 'primary.phone', label: 'Primary Phone' },
  { name: 'primary.label', label: 'Primary Phone Label' },
  { name: 'primary.textable', label: 'Primary Phone can receive texts' },
];

describe('a stale save’s merge of grouped values (docs/behaviour.md#conflicts)', () => {
  // I changed the last name and typed a password; they changed the first and last names and the phone.
  const mine = { ...opened, lastName: 'Mine', password: 'secret-typed' };
  const theirs = {
    ...opened,
    firstName: 'Theirs',
    lastName: 'Their last',
    primary: { phone: '(555) 123-4567', label: 'Mobile', textable: true },
  };
  const conflict = compareValues(FIELDS, flatValues(opened), flatValues(mine), flatValues(theirs));

  it('flattens a group into one field per path, and puts them back', () => {
    expect(flatValues(theirs)).toEqual({
      firstName: 'Theirs',
      lastName: 'Their last',
      password: '',
      'primary.phone': '(555) 123-4567',
      'primary.label': 'Mobile',
      'primary.textable': true,
    });
    expect(withFlatValues(opened, flatValues(theirs))).toEqual(theirs);
    // The values it started from stay as they were.
    expect(opened.primary.phone).toBe('');
  });

  it('lists each listed field they changed, and a clash where both changed one', () => {
    expect(conflict.fields.map((field) => [field.name, field.theirs, field.clash])).toEqual([
      ['firstName', 'Theirs', false],
      ['lastName', 'Their last', true],
      ['primary.phone', '(555) 123-4567', false],
      ['primary.label', 'Mobile', false],
      ['primary.textable', true, false],
    ]);
  });

  it('takes theirs where only they changed, keeps mine on a clash, and loses no keystroke', () => {
    const choices = initialChoices(conflict);
    expect(choices).toMatchObject({ firstName: 'theirs', lastName: 'mine' });
    const merged = withFlatValues(mine, mergeValues(conflict, flatValues(mine), choices));
    expect(merged).toEqual({
      firstName: 'Theirs',
      lastName: 'Mine',
      password: 'secret-typed',
      primary: { phone: '(555) 123-4567', label: 'Mobile', textable: true },
    });
    // Keep mine for the phone's number only, take theirs for the last name.
    const chosen = { ...choices, lastName: 'theirs', 'primary.phone': 'mine' } as const;
    expect(withFlatValues(mine, mergeValues(conflict, flatValues(mine), chosen))).toEqual({
      firstName: 'Theirs',
      lastName: 'Their last',
      password: 'secret-typed',
      primary: { phone: '', label: 'Mobile', textable: true },
    });
  });

  it('lists nothing when they changed nothing the form shows', () => {
    const same = compareValues(FIELDS, flatValues(opened), flatValues(mine), flatValues(opened));
    expect(same.fields).toEqual([]);
  });
});
