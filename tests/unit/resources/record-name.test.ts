import { describe, expect, it } from 'vitest';
import { DEFINITIONS } from '../../../lib/resources/registry.ts';
import { recordName, titleFieldOf } from '../../../lib/resources/record-name.ts';

const byName = (name: string) => DEFINITIONS.find((resource) => resource.name === name)!;

describe('the record-name rule', () => {
  it('takes the definition’s title, else the first text-like column, else the first column, else the id', () => {
    const text = { field: 'question', kind: 'text' } as const;
    const sort = { field: 'sort', kind: 'int' } as const;
    expect(titleFieldOf([sort, text], 'faq_id', 'sort')).toBe('sort');
    expect(titleFieldOf([sort, text], 'faq_id')).toBe('question');
    expect(titleFieldOf([sort], 'faq_id')).toBe('sort');
    expect(titleFieldOf([], 'faq_id')).toBe('faq_id');
  });

  it('names each area’s records by one field, the same in every view', () => {
    expect(byName('contact').titleField).toBe('last_name');
    expect(byName('user').titleField).toBe('email');
    expect(byName('helpbot_faq').titleField).toBe('question');
    expect(byName('task_card').titleField).toBe('title');
    expect(byName('capture').titleField).toBe('received_at');
    for (const resource of DEFINITIONS) {
      expect(
        resource.fields[resource.titleField] ?? resource.columns.some((c) => c.field === resource.titleField),
      ).toBeTruthy();
    }
  });

  it('falls back to the id when the naming field is empty', () => {
    const contact = byName('contact');
    expect(recordName(contact, { contact_id: 7, last_name: 'Harlan' })).toBe('Harlan');
    expect(recordName(contact, { contact_id: 7, last_name: null })).toBe('7');
  });
});

describe('the success texts', () => {
  it('are whole sentences per area, written by the definition where it has its own', () => {
    expect(byName('contact').messages).toEqual({
      created: 'Contact created successfully',
      updated: 'Contact updated successfully',
      deleted: 'Contact deleted successfully',
      restored: 'Contact restored successfully',
      reordered: 'Contacts reordered successfully',
    });
    expect(byName('user').toggle).toMatchObject({
      onDone: 'User enabled successfully',
      offDone: 'User disabled successfully',
    });
    expect(byName('api_key').rowAction?.done).toBe('API Key revoked successfully');
  });
});
