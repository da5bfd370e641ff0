import { describe, expect, it } from 'vitest';
import type { BulkActionRequest, BulkActionResponse } from '../../../lib/list/bulk-action.ts';
import { bulkSummary, runBulk } from '../../../lib/list/bulk-run.ts';
import { chosenColumns, moveColumn } from '../../../lib/list/column-choice.ts';
import { atom } from 'nanostores';
import { clearOnNewQuery, createSelection, pageState, selectedCount } from '../../../lib/list/selection.ts';
import { selectionCsv } from '../../../lib/list/selection-export.ts';
import { contact } from '../../../lib/resources/contact.ts';

describe('a list selection', () => {
  it('picks rows across pages, a page at once, then all matching, and clears', () => {
    const store = createSelection();
    store.toggle(1);
    store.togglePage([2, 3]);
    expect(store.$selection.get()).toEqual({ ids: [1, 2, 3], allMatching: false });
    expect(pageState(store.$selection.get(), [2, 3, 4])).toBe('mixed');
    store.togglePage([2, 3]);
    expect(store.$selection.get().ids).toEqual([1]);
    store.selectAllMatching();
    expect(selectedCount(store.$selection.get(), 12_000)).toBe(12_000);
    expect(pageState(store.$selection.get(), [5])).toBe(true);
    store.toggle(1);
    expect(store.$selection.get()).toEqual({ ids: [], allMatching: false });
  });
});

describe('a selection kept to its query', () => {
  const view = { filters: [], scope: [], search: '', params: {}, rows: [1] };

  it('keeps a tick made before anything changed, and clears when the query does, not when rows do', () => {
    const $state = atom(view);
    const store = createSelection();
    store.toggle(1);
    const stop = clearOnNewQuery(store, $state);
    expect(store.$selection.get().ids).toEqual([1]);
    $state.set({ ...view, rows: [1, 2] });
    $state.set({ ...view, filters: [] });
    expect(store.$selection.get().ids).toEqual([1]);
    $state.set({ ...view, search: 'smith' });
    expect(store.$selection.get().ids).toEqual([]);
    store.toggle(2);
    $state.set({ ...view, search: 'smith', params: { account_id: 2 } });
    expect(store.$selection.get().ids).toEqual([]);
    stop();
    store.toggle(3);
    $state.set(view);
    expect(store.$selection.get().ids).toEqual([3]);
  });
});

describe('a bulk run', () => {
  const answer = (done: number, next: number | null, refused: BulkActionResponse['refused'] = []) => ({
    done,
    refused,
    next,
  });

  it('walks an all-matching selection by the cursor and gathers the refusals', async () => {
    const sent: BulkActionRequest[] = [];
    const replies = [answer(200, 900), answer(49, null, [{ id: 950, reason: 'No such contact' }])];
    const progress: number[] = [];
    const outcome = await runBulk({
      action: { action: 'delete' },
      selection: { ids: [], allMatching: true },
      query: { filters: [], search: 'x' },
      send: async (body) => (sent.push(body), replies.shift()!),
      onProgress: (n) => progress.push(n),
    });
    expect(sent).toEqual([
      { action: 'delete', query: { filters: [], search: 'x' } },
      { action: 'delete', query: { filters: [], search: 'x' }, after: 900 },
    ]);
    expect(progress).toEqual([200, 250]);
    const words = { one: 'contact', many: 'contacts' };
    expect(bulkSummary('Deleted', words, outcome)).toBe('Deleted 249 contacts, 1 refused (No such contact)');
    expect(bulkSummary('Changed', words, { done: 1, refused: [], ids: [7], previous: [] })).toBe(
      'Changed 1 contact',
    );
  });

  it('sends picked ids in slices of a batch', async () => {
    const sizes: number[] = [];
    await runBulk({
      action: { action: 'set', field: 'opted_in', value: true },
      selection: { ids: Array.from({ length: 450 }, (_, i) => i + 1), allMatching: false },
      query: { filters: [] },
      send: async (body) => (sizes.push(body.ids!.length), answer(body.ids!.length, null)),
      onProgress: () => undefined,
    });
    expect(sizes).toEqual([200, 200, 50]);
  });
});

describe('the column choice', () => {
  it('keeps the chosen order, drops names the area lacks, and falls back to the definition', () => {
    expect(chosenColumns(contact.columns, ['city', 'gone', 'email']).map((c) => c.field)).toEqual([
      'city',
      'email',
    ]);
    expect(chosenColumns(contact.columns, null)).toEqual(contact.columns);
    expect(chosenColumns(contact.columns, ['gone'])).toEqual(contact.columns);
    expect(moveColumn(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(['a', 'b'], 'a', -1)).toEqual(['a', 'b']);
  });

  it('exports picked ids in slices of the largest IN, under one header', async () => {
    const ids = Array.from({ length: 150 }, (_, i) => i + 1);
    const csv = await selectionCsv('contact_id', ids, async (filters) => {
      const slice = filters[0]!.value as number[];
      return `contact_id\r\n${slice.join('\r\n')}\r\n`;
    });
    expect(csv.split('\r\n').filter(Boolean)).toEqual(['contact_id', ...ids.map(String)]);
  });
});
