import { describe, expect, it } from 'vitest';
import { rebase } from '../../../lib/forms/rebase.ts';

describe('a form moved onto a newer saved version (docs/behaviour.md#conflicts)', () => {
  const opened = { first: 'Olive', last: 'Owner', phone: { number: '', textable: false } };

  it('keeps each field the user changed and takes the saved value of every other', () => {
    const mine = { ...opened, last: 'Mine' };
    const saved = { ...opened, first: 'Theirs', phone: { number: '(555) 123-4567', textable: true } };
    expect(rebase(opened, mine, saved)).toEqual({
      first: 'Theirs',
      last: 'Mine',
      phone: { number: '(555) 123-4567', textable: true },
    });
  });

  it('keeps what was typed where both changed the same field', () => {
    expect(rebase(opened, { ...opened, first: 'Mine' }, { ...opened, first: 'Theirs' })).toEqual({
      ...opened,
      first: 'Mine',
    });
  });
});
