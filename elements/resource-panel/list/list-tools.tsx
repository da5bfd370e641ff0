import { useStore } from '@nanostores/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { chosenColumns, resizedWidths } from '../../../lib/list/column-choice.ts';
import type { ListController, ListState } from '../../../lib/list/list-controller.ts';
import { createListPrefs, viewStateOf } from '../../../lib/list/list-prefs.ts';
import { clearOnNewQuery, createSelection } from '../../../lib/list/selection.ts';
import type { ViewState } from '../../../lib/protocol/list-prefs.ts';
import { listStateText } from '../../../lib/resource-views/first-page.ts';
import type { ListColumn, Resource } from '../../../lib/resources/define.ts';
import { BulkBar } from '../bulk/bulk-bar.tsx';
import { ColumnChooser } from './column-chooser.tsx';
import { SavedViewsMenu } from './saved-views-menu.tsx';
import { selectionColumn } from './selection-column.tsx';
import { useCan } from '../common/use-access.ts';
import type { Column } from '../../ui/list/data-table.tsx';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

type Row = Record<string, unknown>;

/**
 * What a list adds around its table (docs/behaviour.md#lists): the selection column and bulk bar, the
 * saved views menu and the column chooser, and the columns the user chose.
 */
export function useListTools({
  resource,
  controller,
  state,
  idOf,
  nameOf,
  open,
}: {
  resource: Resource;
  controller: ListController<Row>;
  state: ListState<Row>;
  idOf: (row: Row) => number;
  nameOf: (row: Row) => string;
  open?: (row: Row) => void;
}): {
  columns: readonly ListColumn[];
  /** The width the user gave a column, if any. */
  widthOf: (name: string) => number | undefined;
  /** A column resized to `width` px, kept with the list's preferences (docs/behaviour.md#lists). */
  resize?: (name: string, width: number) => void;
  withSelection: (columns: Column<Row>[]) => Column<Row>[];
  toolbar: ReactNode;
  bar: ReactNode;
} {
  const can = useCan(resource);
  const t = useTexts(panelTexts);
  const { selection: store, prefs } = useMemo(
    () => ({ selection: createSelection(), prefs: createListPrefs(resource.name) }),
    [resource],
  );
  const selection = useStore(store.$selection);
  const loaded = useStore(prefs.$prefs);
  const apply = (view: ViewState) => {
    const { columns: _columns, widths: _widths, ...query } = view;
    controller.setView({ sort: undefined, ...query });
  };
  useEffect(() => {
    void prefs.load().then((read) => {
      // The default view only replaces a list nobody has changed yet: its state says nothing beyond the
      // area's own defaults (a sort of its own included), so none came with its address.
      const start = read?.views.find((view) => view.view_id === read.default_view);
      if (start && listStateText(resource, controller.$state.get()) === '') apply(start.state);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per list
  }, [prefs, controller]);
  useEffect(() => clearOnNewQuery(store, controller.$state), [store, controller]);

  const columns = chosenColumns(resource.columns, loaded?.columns ?? null);
  const selecting = can('bulk_action');
  const query = {
    filters: [...state.scope, ...state.filters],
    ...(state.search ? { search: state.search } : {}),
  };
  return {
    columns,
    widthOf: (name) => loaded?.widths?.[name],
    resize: loaded
      ? (name, width) => void prefs.setWidths(resizedWidths(loaded.widths ?? null, name, width))
      : undefined,
    withSelection: (base) =>
      selecting
        ? [selectionColumn({ rows: state.rows, idOf, nameOf, selection, store, open, t }), ...base]
        : base,
    toolbar: (
      <>
        <SavedViewsMenu
          prefs={prefs}
          current={() =>
            viewStateOf(controller.$state.get(), loaded?.columns ?? null, loaded?.widths ?? null)
          }
          onApply={(view) => {
            apply(view.state);
            if (view.state.columns) void prefs.setColumns(view.state.columns);
            if (view.state.widths) void prefs.setWidths(view.state.widths);
          }}
        />
        <ColumnChooser
          resource={resource}
          chosen={loaded?.columns ?? null}
          prefs={prefs}
          disabled={!loaded}
        />
      </>
    ),
    bar: selecting && (
      <BulkBar
        resource={resource}
        store={store}
        matching={state.count}
        matchingMore={state.countMore}
        query={query}
        params={state.params}
        onDone={() => void controller.reload()}
      />
    ),
  };
}
