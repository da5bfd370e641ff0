import { atom, type ReadableAtom } from 'nanostores';
import { callCommand } from '../api/api.ts';
import {
  listPrefsCommands,
  type ColumnWidths,
  type ListPrefs,
  type SavedView,
  type ViewState,
} from '../protocol/list-prefs.ts';
import type { ListView } from './list-controller.ts';

/**
 * One area's saved views and column choice as the server keeps them (docs/behaviour.md#lists), for the
 * list's menus. `null` until read; a caller the server refuses (an embed session without them) keeps
 * null, and the list shows no menus.
 */
export interface ListPrefsStore {
  $prefs: ReadableAtom<ListPrefs | null>;
  load(): Promise<ListPrefs | null>;
  saveView(input: { name: string; state: ViewState; shared: boolean; view_id?: number }): Promise<SavedView>;
  deleteView(viewId: number): Promise<void>;
  setColumns(columns: readonly string[] | null): Promise<void>;
  setDefault(viewId: number | null): Promise<void>;
  /** The columns' widths (null: the table's own); shown at once, kept by the server. */
  setWidths(widths: ColumnWidths | null): Promise<void>;
}

export function createListPrefs(area: string): ListPrefsStore {
  const $prefs = atom<ListPrefs | null>(null);
  // Saves go one at a time, and only the last one's answer is shown: three quick arrow presses on a
  // column's edge are three saves, and the first one's answer, arriving after the third press, would put
  // the width back two steps (and the next press would start from there). When the last one is refused,
  // what the server kept is shown: the last answer it gave.
  let queue: Promise<unknown> = Promise.resolve();
  let latest = 0;
  let kept: ListPrefs | undefined;
  const save = (change: {
    columns?: string[] | null;
    default_view?: number | null;
    widths?: ColumnWidths | null;
  }) => {
    const mine = ++latest;
    const sent = queue.then(() => callCommand(listPrefsCommands.save_prefs, { area, ...change }));
    queue = sent.then(
      (prefs) => (kept = prefs),
      () => undefined,
    );
    return sent.then(
      (prefs) => {
        if (mine === latest) $prefs.set(prefs);
      },
      (error: unknown) => {
        if (mine === latest && kept) $prefs.set(kept);
        throw error;
      },
    );
  };
  const store: ListPrefsStore = {
    $prefs,
    async load() {
      try {
        $prefs.set((kept = await callCommand(listPrefsCommands.read, { area }, { report: false })));
      } catch {
        // Without them the list works as before; nothing for the user to do.
      }
      return $prefs.get();
    },
    async saveView(input) {
      const saved = await callCommand(listPrefsCommands.save_view, { area, ...input });
      await store.load();
      return saved;
    },
    async deleteView(viewId) {
      await callCommand(listPrefsCommands.delete_view, { view_id: viewId });
      await store.load();
    },
    setColumns: (columns) => save({ columns: columns ? [...columns] : null }),
    setDefault: (viewId) => save({ default_view: viewId }),
    setWidths: (widths) => {
      // A dragged edge must not spring back while the server answers.
      const now = $prefs.get();
      if (now) $prefs.set({ ...now, widths });
      return save({ widths: widths ? { ...widths } : null });
    },
  };
  return store;
}

/**
 * What a saved view keeps of the list on screen: its query, its columns when the user chose some and
 * their widths when the user resized some.
 */
export const viewStateOf = (
  view: ListView,
  columns: readonly string[] | null,
  widths: ColumnWidths | null = null,
): ViewState => ({
  filters: [...view.filters],
  search: view.search,
  ...(view.sort ? { sort: view.sort } : {}),
  order: view.order,
  limit: view.limit,
  ...(columns ? { columns: [...columns] } : {}),
  ...(widths && Object.keys(widths).length > 0 ? { widths: { ...widths } } : {}),
});
