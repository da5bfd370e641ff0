import { describe, expect, it } from 'vitest';
import { bulkDoneText, canUndoBulk } from '../../../lib/list/bulk-undo.ts';
import { contact } from '../../../lib/resources/contact.ts';

// docs/behaviour.md#lists: a bulk run ends with one toast naming what it did, with an Undo when it can.
const outcome = (done: number, ids: number[], previous: { id: number; value: boolean }[] = []) => ({
  done,
  refused: [],
  ids,
  previous,
});

describe('a bulk run’s toast', () => {
  it('names the count in the area’s words, and the field a set changed', () => {
    expect(bulkDoneText(contact, { action: 'delete' }, 'Deleted', outcome(3, [1, 2, 3]))).toBe(
      '3 contacts moved to the trash',
    );
    expect(
      bulkDoneText(contact, { action: 'set', field: 'opted_in', value: true }, 'Updated', outcome(1, [4])),
    ).toBe('Set Opted in to messages on 1 contact');
  });

  it('offers Undo only for what it can put back: deleted records, or a set’s earlier values', () => {
    expect(canUndoBulk(contact, { action: 'delete' }, outcome(2, [1, 2]))).toBe(
      Boolean(contact.commands.restore),
    );
    expect(canUndoBulk(contact, { action: 'delete' }, outcome(0, []))).toBe(false);
    const set = { action: 'set', field: 'opted_in', value: true } as const;
    expect(canUndoBulk(contact, set, outcome(1, [4], [{ id: 4, value: false }]))).toBe(true);
    expect(canUndoBulk(contact, set, outcome(1, [4]))).toBe(false);
  });
});
