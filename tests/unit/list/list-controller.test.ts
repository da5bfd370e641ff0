import { describe, expect, it, vi } from 'vitest';
import { createListController, pageCount, type ListRequest } from '../../../lib/list/list-controller.ts';
import type { ListFields, ListResponse } from '../../../lib/protocol/list.ts';

const FIELDS: ListFields = {
  name: { type: 'string', filterable: true, sortable: true },
  tier: { type: 'enum', filterable: true, sortable: false, values: ['gold', 'silver'] },
};

type Row = { id: number };
const reply = (rows: Row[], count = rows.length): ListResponse<Row> => ({
  list: rows,
  count,
  limit: 25,
  page: 1,
  sort: 'name',
  order: 'asc',
});

const immediate = { setTimeout: (run: () => void) => (run(), 0), clearTimeout: () => undefined };

describe('the list controller (docs/behaviour.md#records, docs/behaviour.md#validation, docs/protocol.md)', () => {
  it('loads the view with the generic query, and the search text apart from it', async () => {
    const load = vi.fn(async (_request: ListRequest) => reply([{ id: 1 }], 40));
    const list = createListController({ fields: FIELDS, load, timers: immediate });
    list.setSearch('  rodeo ');
    await vi.waitFor(() => expect(list.$state.get().loading).toBe(false));
    expect(load).toHaveBeenLastCalledWith({
      filters: [],
      page: 1,
      limit: 25,
      order: 'asc',
      search: 'rodeo',
      count_up_to: 10_000,
    });
    expect(list.$state.get()).toMatchObject({ rows: [{ id: 1 }], count: 40, countMore: false, error: null });
  });

  it('says when a page’s answer has come: not before the first one, at once with a page that came with the code', async () => {
    let answer!: (response: ListResponse<Row>) => void;
    const load = vi.fn(() => new Promise<ListResponse<Row>>((resolve) => (answer = resolve)));
    const list = createListController({ fields: FIELDS, load, timers: immediate });
    void list.setSearch('a');
    expect(list.$state.get()).toMatchObject({ loading: true, answered: false });
    answer(reply([{ id: 1 }], 1));
    await vi.waitFor(() => expect(list.$state.get()).toMatchObject({ loading: false, answered: true }));
    const arrived = createListController({
      fields: FIELDS,
      load,
      timers: immediate,
      firstPage: reply([{ id: 2 }]),
    });
    expect(arrived.$state.get().answered).toBe(true);
  });

  it('keeps that more rows match than the bounded count says', async () => {
    const load = vi.fn(async (_request: ListRequest) => ({
      ...reply([{ id: 1 }], 10_000),
      count_more: true as const,
    }));
    const list = createListController({ fields: FIELDS, load, timers: immediate });
    list.setSearch('a');
    await vi.waitFor(() => expect(list.$state.get().loading).toBe(false));
    expect(list.$state.get()).toMatchObject({ count: 10_000, countMore: true });
  });

  it('sorts a new column ascending, flips the same one, and goes back to page 1', async () => {
    const load = vi.fn(async (_request: ListRequest) => reply([]));
    const list = createListController({ fields: FIELDS, load, timers: immediate, initial: { page: 3 } });
    list.sortBy('name');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(load.mock.lastCall?.[0]).toMatchObject({ sort: 'name', order: 'asc', page: 1 });
    list.sortBy('name');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(load.mock.lastCall?.[0]).toMatchObject({ sort: 'name', order: 'desc' });
  });

  it('sends the list parameter (a picked account) with the query, from page 1, and keeps it when the address names none', async () => {
    const load = vi.fn(async (_request: ListRequest) => reply([]));
    const list = createListController({ fields: FIELDS, load, timers: immediate, initial: { page: 3 } });
    list.setParams({ account_id: 4 });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(load.mock.lastCall?.[0]).toMatchObject({ account_id: 4, page: 1 });
    list.show({ filters: [], page: 2, limit: 25, sort: undefined, order: 'asc', search: '' });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(load.mock.lastCall?.[0]).toMatchObject({ account_id: 4, page: 2 });
    list.show({ filters: [], page: 1, limit: 25, sort: undefined, order: 'asc', search: '', params: {} });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    expect(load.mock.lastCall?.[0]).not.toHaveProperty('account_id');
  });

  it('refuses a view the resource cannot answer before any request, with the builder’s message', async () => {
    const load = vi.fn(async (_request: ListRequest) => reply([]));
    const list = createListController({ fields: FIELDS, load, timers: immediate });
    list.addFilter({ field: 'tier', operator: 'LIKE', value: 'g' });
    await vi.waitFor(() =>
      expect(list.$state.get().error).toMatch(/does not apply to the enum field "tier"/),
    );
    expect(load).not.toHaveBeenCalled();
    list.removeFilter(0);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(list.$state.get().error).toBeNull();
  });

  it('asks for the first page at once, then debounces a burst of changes into one request (200 ms)', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(async (_request: ListRequest) => reply([]));
      const list = createListController({ fields: FIELDS, load });
      void list.reload();
      expect(load).toHaveBeenCalledTimes(1);
      load.mockClear();
      list.setSearch('r');
      list.setSearch('ro');
      list.setSearch('rod');
      await vi.advanceTimersByTimeAsync(199);
      expect(load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(1);
      expect(load.mock.lastCall?.[0]).toMatchObject({ search: 'rod' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops an answer that arrives after a newer request was made', async () => {
    const answers: ((value: ListResponse<Row>) => void)[] = [];
    const load = vi.fn(() => new Promise<ListResponse<Row>>((resolve) => answers.push(resolve)));
    const list = createListController({ fields: FIELDS, load, timers: immediate });
    list.setPage(2);
    list.setPage(3);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!(reply([{ id: 3 }]));
    answers[0]!(reply([{ id: 2 }]));
    await vi.waitFor(() => expect(list.$state.get().loading).toBe(false));
    expect(list.$state.get().rows).toEqual([{ id: 3 }]);
  });

  it('keeps the view and says why when the request fails', async () => {
    const list = createListController<Row>({
      fields: FIELDS,
      load: async () => Promise.reject(new Error('HTTP Error')),
      timers: immediate,
    });
    list.setLimit(50);
    await vi.waitFor(() => expect(list.$state.get().error).toBe('HTTP Error'));
    expect(list.$state.get()).toMatchObject({ limit: 50, page: 1, loading: false });
  });

  it('moves a page past the end (an old link, the last rows deleted) to the last page there is', async () => {
    // 30 rows: page 5 of 10 rows is past the end; page 3 is the last.
    const load = vi.fn(async (request: ListRequest) =>
      request.page <= 3 ? reply([{ id: request.page }], 30) : reply([], 30),
    );
    const list = createListController({ fields: FIELDS, load, timers: immediate, initial: { limit: 10 } });
    list.setPage(5);
    await vi.waitFor(() =>
      expect(list.$state.get()).toMatchObject({ page: 3, rows: [{ id: 3 }], loading: false }),
    );
    expect(load.mock.calls.map(([request]) => request.page)).toEqual([5, 3]);
    // Not the user's move: the address takes it in place of the one asked for (use-list-address.ts).
    expect(list.$state.get().movedToLastPage).toBe(true);
    list.setPage(2);
    await vi.waitFor(() => expect(list.$state.get()).toMatchObject({ page: 2, loading: false }));
    expect(list.$state.get().movedToLastPage).toBe(false);
  });

  it('keeps page 1 of an empty list as it is', async () => {
    const load = vi.fn(async (_request: ListRequest) => reply([], 0));
    const list = createListController({ fields: FIELDS, load, timers: immediate });
    await list.reload();
    expect(list.$state.get()).toMatchObject({ page: 1, rows: [], count: 0 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });

  it('sends the screen’s own scope filters after the user’s, checked alike, back on page 1', async () => {
    const load = vi.fn(async (_request: ListRequest) => reply([]));
    const list = createListController({ fields: FIELDS, load, timers: immediate, initial: { page: 4 } });
    list.addFilter({ field: 'name', operator: 'LIKE', value: 'Ro%' });
    list.setScope([{ field: 'tier', operator: '=', value: 'gold' }]);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(load.mock.lastCall?.[0]).toMatchObject({
      page: 1,
      filters: [
        { field: 'name', operator: 'LIKE', value: 'Ro%' },
        { field: 'tier', operator: '=', value: 'gold' },
      ],
    });
    expect(list.$state.get().filters).toHaveLength(1);
    list.setScope([{ field: 'bogus', operator: '=', value: 1 }]);
    await vi.waitFor(() => expect(list.$state.get().error).toMatch(/bogus/));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a first page that came in with its code from the start, asks nothing on start, and debounces what follows', async () => {
    const load = vi.fn(async (_request: ListRequest) => reply([{ id: 2 }], 30));
    const waits: number[] = [];
    const timers = {
      setTimeout: (run: () => void, ms: number) => (waits.push(ms), run(), 0),
      clearTimeout: () => undefined,
    };
    const list = createListController({ fields: FIELDS, load, timers, firstPage: reply([{ id: 1 }], 30) });
    expect(list.$state.get()).toMatchObject({ rows: [{ id: 1 }], count: 30, loading: false });
    await list.start();
    expect(load).not.toHaveBeenCalled();
    list.setPage(2);
    await vi.waitFor(() => expect(list.$state.get().rows).toEqual([{ id: 2 }]));
    expect(waits).toEqual([200]);
  });

  it('asks again on start when the first page in hand is past the end, and moves to the last page', async () => {
    const load = vi.fn(async (request: ListRequest) => reply(request.page === 2 ? [{ id: 9 }] : [], 30));
    const list = createListController({
      fields: FIELDS,
      load,
      timers: immediate,
      initial: { page: 5 },
      firstPage: reply([], 30),
    });
    expect(list.$state.get().rows).toEqual([]);
    await list.start();
    await vi.waitFor(() =>
      expect(list.$state.get()).toMatchObject({ page: 2, rows: [{ id: 9 }], movedToLastPage: true }),
    );
  });
});
