import { atom, type ReadableAtom } from 'nanostores';
import type { LiveListener, LiveNotice } from '../live/live-stream.ts';
import type { LiveTexts } from '../live/live-texts.ts';
import type { ListController } from './list-controller.ts';

/** What the bar above a list says: records colleagues added, removed or changed off screen, not yet shown. */
export interface LiveListBar {
  /** How many records (counted once each) changed since the rows were read. */
  changed: number;
  /** Changes were missed (the stream could not replay them): the whole list may be out of date. */
  stale: boolean;
}

export interface LiveListOptions<T> {
  controller: ListController<T>;
  idOf: (row: T) => number;
  /** Reads the record of a row on screen again, as the list shows it; undefined when the caller may no longer see it. */
  readRow: (shown: T) => Promise<T | undefined>;
  /** Subscribes to the area's changes on the page's stream (lib/live/live.ts onLiveArea). */
  subscribe: (listener: LiveListener) => () => void;
  /** How long a row read again stays marked; the mark's look is the view's (docs/behaviour.md#live-changes). */
  markMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
}

export interface LiveList {
  $bar: ReadableAtom<LiveListBar>;
  /** The rows read again just now, to be marked briefly. */
  $marked: ReadableAtom<ReadonlySet<number>>;
  /** Shows the list as it is now (the bar's Show): reads the same view again. */
  show(): Promise<void>;
  /** Follows the stream; returns the stop. */
  start(): () => void;
}

const NO_CHANGES: LiveListBar = { changed: 0, stale: false };

/**
 * A list that follows colleagues' changes without moving what the user reads (docs/behaviour.md#live-changes):
 * a row on screen that changed is read again and put in its place; records added, removed or changed
 * off screen are only counted for the bar, whose Show reads the view again. Any new read of the rows (a
 * page, a sort, Show) clears the count, since it shows them as they are.
 */
export function createLiveList<T>(options: LiveListOptions<T>): LiveList {
  const { controller, idOf, readRow, subscribe, markMs = 3000 } = options;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const $bar = atom<LiveListBar>(NO_CHANGES);
  const $marked = atom<ReadonlySet<number>>(new Set());
  let counted = new Set<number>();
  // The rows this list put in place itself: any other new rows were read from the server.
  let ownRows = controller.$state.get().rows;

  const count = (id: number) => {
    counted.add(id);
    $bar.set({ ...$bar.get(), changed: counted.size });
  };

  const mark = (id: number) => {
    $marked.set(new Set([...$marked.get(), id]));
    setTimer(() => $marked.set(new Set([...$marked.get()].filter((marked) => marked !== id))), markMs);
  };

  async function readAgain(shown: T): Promise<void> {
    const id = idOf(shown);
    const row = await readRow(shown).catch(() => undefined);
    // Gone from what the caller may see: the row stays until Show, and the bar counts it.
    if (!row) return count(id);
    controller.replaceRow((candidate) => idOf(candidate) === id, row);
    ownRows = controller.$state.get().rows;
    mark(id);
  }

  const onNotice = (notice: LiveNotice) => {
    if (notice.type === 'refresh') return $bar.set({ ...$bar.get(), stale: true });
    const { record_id: id, action, updated_at: version } = notice.change;
    const shown = controller.$state.get().rows.find((row) => idOf(row) === id);
    if (!shown || action === 'delete' || version === null) return count(id);
    // Already as it is (this page's own save, read back): nothing to do.
    if ((shown as { updated_at?: unknown }).updated_at === version) return;
    void readAgain(shown);
  };

  return {
    $bar,
    $marked,
    show: () => controller.reload(),
    start() {
      const stopRows = controller.$state.listen((state) => {
        if (state.loading || state.rows === ownRows) return;
        ownRows = state.rows;
        counted = new Set();
        $bar.set(NO_CHANGES);
      });
      const stopStream = subscribe(onNotice);
      return () => {
        stopRows();
        stopStream();
      };
    },
  };
}

/** The bar's words (docs/behaviour.md#live-changes); nothing when there is nothing to show. */
export function liveBarText(bar: LiveListBar, t: LiveTexts): string | undefined {
  if (bar.stale) return t.outOfDate;
  if (bar.changed > 0) return t.newOrChanged({ count: bar.changed });
  return undefined;
}
