import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { givesWay } from '../../../lib/list/column-room.ts';
import { columnAlign } from '../../../lib/format/column-align.ts';
import { cellTitle } from '../../../lib/list/cell-title.ts';
import { createListController } from '../../../lib/list/list-controller.ts';
import { LIST_SCHEMA_MAX_LIMIT, type Filter } from '../../../lib/protocol/list.ts';
import { recordName } from '../../../lib/resources/record-name.ts';
import { rowId } from '../../../lib/resources/record-types.ts';
import { addressedView } from '../../../lib/resource-views/first-page.ts';
import { arrivedListPage, loadListPage } from '../../../lib/resource-views/first-page-load.ts';
import { Alert } from '../../ui/alert.tsx';
import { DataTable, type Column } from '../../ui/list/data-table.tsx';
import { FilterBuilder } from '../../ui/list/filter-builder.tsx';
import { Pagination } from '../../ui/list/pagination.tsx';
import { Cell } from './cell.tsx';
import { ListHead } from './list-head.tsx';
import { ListParamPicker } from './list-param-picker.tsx';
import { useListTools } from './list-tools.tsx';
import { ListTotals } from './list-totals.tsx';
import { ParentPicker } from './parent-picker.tsx';
import { useRowActions } from './row-actions.tsx';
import { SearchBox, fieldLabel } from './search-box.tsx';
import { useCan } from '../common/use-access.ts';
import { useFilterChoices } from './use-filter-choices.ts';
import { useParentScope } from './use-parent-scope.ts';
import { useRefLabels } from './use-ref-labels.ts';
import { useListAddress, type AddressedListProps } from './use-list-address.ts';
import { useListFocus } from './use-list-focus.ts';
import { useRefOptions } from '../form/use-ref-options.ts';
import { useRestoredReload } from '../trash/use-restored-reload.ts';
import { LiveListBar } from '../live/live-list-bar.tsx';
import { useFollowedAccount } from '../live/use-followed-account.ts';
import { useLiveList } from '../live/use-live-list.ts';
import * as liveStyles from '../live/live.css.ts';
import { panelTexts } from '../texts.ts';
import { useTexts } from '../../runtime/locale.tsx';
import * as styles from '../common/styles.css.ts';

export type Row = Record<string, unknown>;

/** The screen's own filters of a list, besides the user's (the chosen folder); a new value reloads from page 1. */
export interface ListScope {
  scope: readonly Filter[];
  setScope: (scope: readonly Filter[]) => void;
}

/** What an area adds to its list (the file repository: folders and downloads). */
export interface ListExtras {
  /** What the screen is for, under its heading (the Jobs screen's intro). */
  intro?: ReactNode;
  /** Controls beside the search box, which may narrow the list with the screen's own filters (a folder). */
  toolbar?: (list: ListScope) => ReactNode;
  /** The fields of those filters: they live in the list's address with the rest of its state. */
  scopeFields?: readonly string[];
  /** Row actions before edit and delete. */
  rowActions?: (row: Row) => ReactNode;
}

export interface ListViewProps extends AddressedListProps {
  /** The record of `resource.listBy` the list is narrowed to (a rodeo, for contestants). */
  parent?: number;
  extras?: ListExtras;
}

/**
 * Every area's list (docs/behaviour.md#areas): sortable columns, filters by type, search, paging, edit and delete;
 * where the area has them, a picker of the record it is listed by, links to related areas and totals.
 */
export function ListView({ resource, go, parent, extras = {}, listState, onListState }: ListViewProps) {
  const can = useCan(resource);
  const t = useTexts(panelTexts);
  const choicesOf = useFilterChoices(resource);
  const searchId = useId();
  const [opening] = useState(listState ?? '');
  const ownFields = extras.scopeFields;
  const controller = useMemo(() => {
    const initial = addressedView(resource, opening, { scopeFields: ownFields });
    return createListController<Row>({
      fields: resource.listFields,
      initial,
      firstPage: arrivedListPage<Row>(resource, initial),
      load: (request) => loadListPage<Row>(resource, request),
    });
  }, [resource, opening, ownFields]);
  const state = useStore(controller.$state);
  useListAddress(resource, controller, listState, onListState, { scopeFields: ownFields });
  useParentScope(resource, controller, parent, ownFields);
  const refColumns = useMemo(
    () => resource.columns.filter((column) => column.kind === 'ref').map((column) => column.field),
    [resource],
  );
  const refLabel = useRefLabels(resource, refColumns, state.rows);
  const pickerFields = useMemo(() => (resource.listBy ? [resource.listBy] : []), [resource]);
  // The schema's largest page: a season's rodeos, all of them, in the picker.
  const pickerOptions = useRefOptions(resource.fields, pickerFields, LIST_SCHEMA_MAX_LIMIT);

  useEffect(() => void controller.start(), [controller]);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = useListFocus(section, heading, state);
  useRestoredReload(resource, (id) => {
    focus.record(id);
    return controller.reload();
  });
  const live = useLiveList(resource, controller);

  const currencyOf = (row: Row) => {
    const currency = resource.totals ? row[resource.totals.currency] : undefined;
    return typeof currency === 'string' ? currency : undefined;
  };
  const idOf = (row: Row) => rowId(resource, row);
  const nameOf = (row: Row) => recordName(resource, row);
  const { recordView } = resource;
  const rowActions = useRowActions({ resource, go, controller, extra: extras.rowActions, focus });
  const tools = useListTools({
    resource,
    controller,
    state,
    idOf,
    nameOf,
    open: (row) =>
      recordView
        ? go({ view: recordView, id: idOf(row) })
        : rowActions.canEdit(row) && go({ view: 'edit', id: idOf(row) }),
  });
  const columns: Column<Row>[] = tools.withSelection(
    tools.columns.map((column) => ({
      key: column.field,
      label: column.label,
      sortable: column.sortable,
      align: columnAlign(column),
      givesWay: givesWay(column),
      width: tools.widthOf(column.field),
      title: (row) => cellTitle(column, row[column.field]),
      render: (row) => (
        <Cell
          column={column}
          value={row[column.field]}
          refLabel={refLabel(column.field, row[column.field])}
          currency={currencyOf(row)}
          failures={resource.failures ? Number(row[resource.failures]) : undefined}
        />
      ),
    })),
  );
  // The list's own columns first, in their order, then the other filterable fields.
  const shown = resource.columns.map((column) => column.field);
  const rank = (name: string) => (shown.includes(name) ? shown.indexOf(name) : shown.length);
  const filterable = Object.entries(resource.listFields)
    .filter(([name, field]) => field.filterable && name !== 'created_by')
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, field]) => ({ name, label: fieldLabel(resource, name), field, choices: choicesOf(name) }));
  const { listParam } = resource;
  useFollowedAccount(listParam, listParam ? state.params[listParam] : undefined);

  return (
    <section ref={section} className={styles.panel} aria-labelledby={`${searchId}-title`}>
      <ListHead
        resource={resource}
        go={go}
        parent={parent}
        state={state}
        titleId={`${searchId}-title`}
        heading={heading}
      />
      {extras.intro}
      <div className={styles.toolbar}>
        {resource.listBy && (
          <ParentPicker
            resource={resource}
            field={resource.listBy}
            options={pickerOptions[resource.listBy]}
            value={parent}
            onChange={(next) => go({ view: 'list', parent: next })}
          />
        )}
        <SearchBox resource={resource} text={state.search} onSearch={controller.setSearch} />
        {listParam && (
          <ListParamPicker
            resource={resource}
            value={state.params[listParam]}
            onPick={(value) => controller.setParams(value === undefined ? {} : { [listParam]: value })}
          />
        )}
        {extras.toolbar?.({ scope: state.scope, setScope: controller.setScope })}
        {tools.toolbar}
      </div>
      <FilterBuilder
        fields={filterable}
        filters={state.filters}
        onAdd={controller.addFilter}
        onRemove={controller.removeFilter}
      />
      {state.error !== null && <Alert tone="error">{state.error || t.listFailed}</Alert>}
      {can('totals') && (
        <ListTotals resource={resource} filters={[...state.scope, ...state.filters]} search={state.search} />
      )}
      <LiveListBar
        bar={live.bar}
        onShow={() => {
          // The bar goes with its button: the user is put back at the list's start, not at the page's.
          heading.current?.focus();
          void live.show();
        }}
      />
      <DataTable
        caption={resource.plural}
        columns={columns}
        rows={state.rows}
        rowKey={idOf}
        sort={state.sort}
        order={state.order}
        onSort={controller.sortBy}
        emptyText={resource.emptyText}
        busy={state.loading}
        rowClass={(row) => (live.marked.has(idOf(row)) ? liveStyles.marked : undefined)}
        actions={rowActions.actions}
        onResize={tools.resize}
      />
      {/* Below the rows, never above them: a selection moves no row from under the pointer. */}
      {tools.bar}
      <Pagination
        state={state}
        onPage={controller.setPage}
        onLimit={controller.setLimit}
        of={resource.words.many}
      />
      {rowActions.dialog}
    </section>
  );
}
