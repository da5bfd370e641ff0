import { describe, expect, it, vi } from 'vitest';
import { createListController } from '../../../lib/list/list-controller.ts';
import { createLiveList } from '../../../lib/list/live-list.ts';
import type { LiveListener } from '../../../lib/live/live-stream.ts';
import type { LiveChange } from '../../../lib/protocol/live.ts';
import type { ListFields } from '../../../lib/protocol/list.ts';

const FIELDS: ListFields = { name: { type: 'string', filterable: true, sortable: true } };
type Row = { id: number; name: string; updated_at: string };
const V1 = '2026-11-27T10:00:00.000Z';
const V2 = '2026-11-27T10:05:00.000Z';
const immediate = { setTimeout: (run: () => void) => (run(), 0), clearTimeout: () => undefined };

function setUp(
  read: (shown: Row) => Row | undefined = (shown) => ({ ...shown, name: 'Renamed', updated_at: V2 }),
) {
  let rows: Row[] = [
    { id: 1, name: 'Ada', updated_at: V1 },
    { id: 2, name: 'Bo', updated_at: V1 },
  ];
  const load = vi.fn(async () => ({
    list: rows,
    count: rows.length,
    limit: 25,
    page: 1,
    sort: 'name',
    order: 'asc' as const,
  }));
  const controller = createListController<Row>({ fields: FIELDS, load, timers: immediate });
  let listener: LiveListener = () => undefined;
  const marks: (() => void)[] = [];
  const live = createLiveList<Row>({
    controller,
    idOf: (row) => row.id,
    readRow: async (shown) => read(shown),
    subscribe: (next) => {
      listener = next;
      return () => (listener = () => undefined);
    },
    setTimer: (run) => marks.push(run),
  });
  const change = (patch: Partial<LiveChange>) =>
    listener({
      type: 'change',
      change: {
        id: 9,
        area: 'contact',
        record_id: 1,
        action: 'update',
        by: null,
        updated_at: V2,
        at: V2,
        ...patch,
      },
    });
  return {
    controller,
    live,
    change,
    load,
    marks,
    setRows: (next: Row[]) => (rows = next),
    refresh: () => listener({ type: 'refresh' }),
  };
}

describe('a list that follows colleagues’ changes (docs/behaviour.md#live-changes)', () => {
  it('reads a changed row on screen again and puts it in its place, marked for a moment', async () => {
    const { controller, live, change, marks } = setUp();
    await controller.start();
    live.start();
    change({ record_id: 2 });
    await vi.waitFor(() => expect(controller.$state.get().rows[1]).toMatchObject({ id: 2, name: 'Renamed' }));
    expect(controller.$state.get().rows.map((row) => row.id)).toEqual([1, 2]);
    expect([...live.$marked.get()]).toEqual([2]);
    expect(live.$bar.get()).toEqual({ changed: 0, stale: false });
    marks.shift()!();
    expect(live.$marked.get().size).toBe(0);
  });

  it('counts new, removed and off-screen records once each for the bar, and Show reads the list again', async () => {
    const { controller, live, change, load, setRows } = setUp();
    await controller.start();
    live.start();
    change({ record_id: 7, action: 'create' });
    change({ record_id: 7, action: 'update' });
    change({ record_id: 1, action: 'delete', updated_at: null });
    expect(live.$bar.get()).toEqual({ changed: 2, stale: false });
    // Nothing on screen moved.
    expect(controller.$state.get().rows.map((row) => row.id)).toEqual([1, 2]);
    setRows([
      { id: 2, name: 'Bo', updated_at: V1 },
      { id: 7, name: 'Cy', updated_at: V2 },
    ]);
    await live.show();
    expect(load).toHaveBeenCalledTimes(2);
    expect(controller.$state.get().rows.map((row) => row.id)).toEqual([2, 7]);
    expect(live.$bar.get()).toEqual({ changed: 0, stale: false });
  });

  it('leaves a row already at the event’s version alone, and counts one the caller may no longer read', async () => {
    const read = vi.fn((): Row | undefined => undefined);
    const { controller, live, change } = setUp(read);
    await controller.start();
    live.start();
    change({ record_id: 1, updated_at: V1 });
    expect(read).not.toHaveBeenCalled();
    change({ record_id: 2 });
    await vi.waitFor(() => expect(live.$bar.get().changed).toBe(1));
    expect(controller.$state.get().rows[1]).toMatchObject({ name: 'Bo' });
  });

  it('says the list may be out of date when changes were missed', async () => {
    const { controller, live, refresh } = setUp();
    await controller.start();
    const stop = live.start();
    refresh();
    expect(live.$bar.get()).toEqual({ changed: 0, stale: true });
    stop();
  });
});
