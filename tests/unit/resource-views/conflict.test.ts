import { describe, expect, it } from 'vitest';
import { ACCESS } from '../../../lib/protocol/access.ts';
import { contact } from '../../../lib/resources/contact.ts';
import { initialChoices, mergeValues } from '../../../lib/merge/conflict.ts';
import { compareWithCurrent } from '../../../lib/resource-views/conflict.ts';
import { formPlan } from '../../../lib/resource-views/form-plan.ts';
import { toFormValues, updateBody } from '../../../lib/resource-views/form-values.ts';

const plan = formPlan(contact, 'edit', ACCESS.admin)!;
const stored = {
  contact_id: 7,
  first_name: 'Ada',
  last_name: 'Lovelace',
  city: 'London',
  company: 'Engines',
  notes: 'First note',
  updated_at: '2026-11-24T10:00:00.000Z',
};

describe('a stale save’s merge', () => {
  const opened = toFormValues(plan, stored);
  // I changed the city and the notes; they changed the company and the notes.
  const mine = { ...opened, city: 'Paris', notes: 'My note' };
  const current = {
    ...stored,
    company: 'Analytical',
    notes: 'Their note',
    updated_at: '2026-11-24T10:05:00.000Z',
  };
  const conflict = compareWithCurrent(plan, opened, mine, current);

  it('lists only the fields they changed, and marks those both changed as a clash', () => {
    expect(conflict.fields.map((field) => [field.name, field.theirs, field.clash])).toEqual([
      ['company', 'Analytical', false],
      ['notes', 'Their note', true],
    ]);
  });

  it('starts with theirs where only they changed, mine where both did, and keeps every other keystroke', () => {
    const choices = initialChoices(conflict);
    expect(choices).toEqual({ company: 'theirs', notes: 'mine' });
    const merged = mergeValues(conflict, mine, choices);
    expect(merged).toMatchObject({
      city: 'Paris',
      company: 'Analytical',
      notes: 'My note',
      first_name: 'Ada',
    });
    expect(mergeValues(conflict, mine, { company: 'mine', notes: 'theirs' })).toMatchObject({
      city: 'Paris',
      company: 'Engines',
      notes: 'Their note',
    });
  });

  it('the next save is based on their version', () => {
    const body = updateBody(contact, conflict.current, { city: 'Paris' }, { id: 1, access: ACCESS.admin });
    expect(body).toEqual({ city: 'Paris', contact_id: 7, updated_at: '2026-11-24T10:05:00.000Z' });
  });
});
