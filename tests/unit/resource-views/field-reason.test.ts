import { describe, expect, it } from 'vitest';
import { labelledReason } from '../../../lib/resource-views/field-reason.ts';
import { contact } from '../../../lib/resources/contact.ts';

// docs/behaviour.md#validation: CSV results name the column as the user knows it.
describe('labelledReason', () => {
  it("names each field by its label: 'First Name: Required'", () => {
    expect(labelledReason(contact.fields, 'first_name: Required')).toBe('First Name: Required');
    expect(labelledReason(contact.fields, 'first_name: Required; email: Invalid email')).toBe(
      'First Name: Required; Email Address: Invalid email',
    );
  });
  it('leaves what names no field as it is', () => {
    expect(labelledReason(contact.fields, 'Refused')).toBe('Refused');
    expect(labelledReason(contact.fields, 'nothing_here: odd')).toBe('nothing_here: odd');
  });
});
