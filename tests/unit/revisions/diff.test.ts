import { describe, expect, it } from 'vitest';
import { diffWords, revisionDiff } from '../../../lib/revisions/diff.ts';
import { richAsText } from '../../../lib/revisions/rich-as-text.ts';

describe('revision diff (docs/behaviour.md, "Revisions")', () => {
  it('marks the words removed and added, and the parts give back both texts', () => {
    const parts = diffWords('Gates open at six tonight', 'Gates open at seven tonight');
    expect(parts).toEqual([
      { kind: 'same', text: 'Gates open at ' },
      { kind: 'added', text: 'seven' },
      { kind: 'removed', text: 'six' },
      { kind: 'same', text: ' tonight' },
    ]);
    const text = (kinds: string[]) =>
      parts
        .filter((part) => kinds.includes(part.kind))
        .map((part) => part.text)
        .join('');
    expect(text(['same', 'removed'])).toBe('Gates open at six tonight');
    expect(text(['same', 'added'])).toBe('Gates open at seven tonight');
  });

  it('reads rich text as text, one line per block, entities decoded', () => {
    expect(richAsText('<p>Bulls &amp; <strong>broncs</strong></p><p>Saturday<br>8 pm</p>')).toBe(
      'Bulls & broncs\nSaturday\n8 pm',
    );
  });

  it('lists only the fields that differ, in form order, rich fields compared as text', () => {
    const before = { title: 'Rodeo night', body: '<p>Old <em>text</em></p>', tags: ['a'], active: false };
    const after = {
      title: 'Rodeo night',
      body: '<p>Old <strong>text</strong></p>',
      tags: ['a', 'b'],
      active: 1,
    };
    const fields = {
      title: { kind: 'text' },
      body: { kind: 'rich' },
      tags: { kind: 'tags' },
      active: { kind: 'bool' },
    } as const;
    const diff = revisionDiff(before, after, fields);
    expect(diff.map(({ field, before: from, after: to }) => [field, from, to])).toEqual([
      ['tags', 'a', 'a, b'],
      ['active', 'No', 'Yes'],
    ]);
  });
});
