import { useStore } from '@nanostores/react';
import {
  ArrowUpDown,
  Ban,
  CircleCheck,
  CircleOff,
  Download,
  Eye,
  ListTree,
  Pencil,
  Plus,
  Trash2,
  Upload,
} from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { columnAlign } from '../../../lib/format/column-align.ts';
import { apiClient } from '../../../lib/api/api.ts';
import { createListController } from '../../../lib/list/list-controller.ts';
import { LIST_SCHEMA_MAX_LIMIT, type Filter } from '../../../lib/protocol/list.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import { recordName } from '../../../lib/resources/record-name.ts';
import { downloadResponse } from '../../../lib/resource-views/download.ts';
import { addressedView } from '../../../lib/resource-views/first-page.ts';
import { arrivedListPage, loadListPage } from '../../../lib/resource-views/first-page-load.ts';
import { runRecordCommand } from '../../../lib/resource-views/record-commands.ts';
import { fieldInput, updateBody } from '../../../lib/resource-views/form-values.ts';
import { $session } from '../../../lib/session/session.ts';
import { showToast } from '../../../lib/toasts/toasts.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { DataTable, type Column } from '../../ui/list/data-table.tsx';
import { FilterBuilder } from '../../ui/list/filter-builder.tsx';
import { Pagination } from '../../ui/list/pagination.tsx';
import * as controls from '../../ui/controls.css.ts';
import * as list from '../../ui/list/list.css.ts';
import { Cell } from './cell.tsx';
import { ListParamPicker } from './list-param-picker.tsx';
import { useListTools } from './list-tools.tsx';
import { ListTotals } from './list-totals.tsx';
import { ParentPicker } from './parent-picker.tsx';
import { RecordDialog } from '../dialogs/record-dialog.tsx';
import { SearchBox, fieldLabel } from './search-box.tsx';
import { TrashButton } from '../trash/trash-button.tsx';
import { useCan } from '../common/use-access.ts';
import { useFilterChoices } from './use-filter-choices.ts';
import { useRefLabels } from './use-ref-labels.ts';
import { useListAddress, type AddressedListProps } from './use-list-address.ts';
import { useRefOptions } from '../form/use-ref-options.ts';
import { useRestoredReload } from '../trash/use-restored-reload.ts';
import { LiveListBar } from '../live/live-list-bar.tsx';
import { useFollowedAccount } from '../live/use-followed-account.ts';
import { useLiveList } from '../live/use-live-list.ts';
import * as liveStyles from '../live/live.css.ts';
import * as styles from '../common/styles.css.ts';
import { rowId } from '../../../lib/resources/record-types.ts';

export type Row = Record<string, unknown>;

/** The screen's own filters of a list, besides the user's (the chosen folder); a new value reloads from page 1. */
export interface ListScope {
  scope: readonly Filter[];
  setScope: (scope: readonly Filter[]) => void;
}

/** What an area adds to its list (the file repository: folders and downloads). */
export interface ListExtras {
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
  const choicesOf = useFilterChoices(resource);
  const session = useStore($session);
  const caller = { id: session.id, access: session.access };
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
  // The picked parent narrows every request of the list (rows, totals, export), apart from the user's filters
  // and the screen's own, which its address sets.
  const parentScope: Filter[] =
    resource.listBy && parent !== undefined ? [{ field: resource.listBy, operator: '=', value: parent }] : [];
  const scopeKey = JSON.stringify(parentScope);
  useEffect(() => {
    const { scope } = controller.$state.get();
    const own = scope.filter((filter) => ownFields?.includes(filter.field));
    const fixed = scope.filter((filter) => !own.includes(filter));
    if (JSON.stringify(fixed) !== scopeKey)
      controller.setScope([...(JSON.parse(scopeKey) as Filter[]), ...own]);
  }, [controller, scopeKey, ownFields]);
  const refColumns = useMemo(
    () => resource.columns.filter((column) => column.kind === 'ref').map((column) => column.field),
    [resource],
  );
  const refLabels = useRefLabels(resource, refColumns, state.rows);
  const refLabel = (field: string, value: unknown) => refLabels[field]?.get(value as number);
  const pickerFields = useMemo(() => (resource.listBy ? [resource.listBy] : []), [resource]);
  // The schema's largest page: a season's rodeos, all of them, in the picker.
  const pickerOptions = useRefOptions(resource.fields, pickerFields, LIST_SCHEMA_MAX_LIMIT);
  // Delete, or the area's row action (an API key's revoke): both behind a confirmation.
  const [pending, setPending] = useState<{ row: Row; command: string } | null>(null);

  useEffect(() => void controller.start(), [controller]);
  useRestoredReload(resource, controller.reload);
  const live = useLiveList(resource, controller);
  const heading = useRef<HTMLHeadingElement>(null);

  const currencyOf = (row: Row) =>
    resource.totals ? (row[resource.totals.currency] as string | undefined) : undefined;
  const idOf = (row: Row) => rowId(resource, row);
  const nameOf = (row: Row) => recordName(resource, row);
  const { recordView } = resource;
  const canEdit = (row: Row) => can('update') && (resource.editable?.(row, caller) ?? true);
  const tools = useListTools({
    resource,
    controller,
    state,
    idOf,
    nameOf,
    open: (row) =>
      recordView
        ? go({ view: recordView, id: idOf(row) })
        : canEdit(row) && go({ view: 'edit', id: idOf(row) }),
  });
  const columns: Column<Row>[] = tools.withSelection(
    tools.columns.map((column) => ({
      key: column.field,
      label: column.label,
      sortable: column.sortable,
      align: columnAlign(column),
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
  const toggleField = resource.toggle ? resource.fields[resource.toggle.field] : undefined;
  const { rowAction, listParam } = resource;
  useFollowedAccount(listParam, listParam ? state.params[listParam] : undefined);

  const toggle = async (row: Row) => {
    if (!resource.toggle || !toggleField) return;
    const on = Boolean(row[resource.toggle.field]);
    const changes = { [resource.toggle.field]: fieldInput(toggleField, !on) };
    const done = on ? resource.toggle.offDone : resource.toggle.onDone;
    if (await runRecordCommand(resource, 'update', updateBody(resource, row, changes, caller), done))
      await controller.reload();
  };

  const exportCsv = async () => {
    const response = await apiClient.send(commandOf(resource, 'export'), {
      filters: [...state.scope, ...state.filters],
      ...(state.search ? { search: state.search } : {}),
      ...state.params,
    });
    if (!response.ok) return showToast('error', `The export failed (${response.status}); try again`);
    await downloadResponse(response, `${resource.name}s.csv`);
  };

  return (
    <section className={styles.panel} aria-labelledby={`${searchId}-title`}>
      <div className={styles.head}>
        <h1 id={`${searchId}-title`} ref={heading} tabIndex={-1} className={styles.title}>
          {resource.plural}
        </h1>
        <span className={controls.row}>
          {can('reorder') && (
            <Button icon={ArrowUpDown} onClick={() => go({ view: 'reorder' })}>
              Reorder
            </Button>
          )}
          <TrashButton resource={resource} go={go} />
          {can('export') && (
            <Button icon={Download} onClick={() => void exportCsv()}>
              Export CSV
            </Button>
          )}
          {can('bulk_create') && (
            <Button icon={Upload} onClick={() => go({ view: 'bulk-upload' })}>
              Bulk upload
            </Button>
          )}
          {Object.entries(resource.forms).map(
            ([view, form]) =>
              can(form.command) && (
                <Button key={view} icon={Plus} onClick={() => go({ view })}>
                  {form.title}
                </Button>
              ),
          )}
          {can('create') && (
            <Button
              variant="primary"
              icon={Plus}
              onClick={() =>
                go({
                  view: 'create',
                  parent,
                  ...(Object.keys(state.params).length ? { preset: state.params } : {}),
                })
              }
            >
              {resource.createLabel}
            </Button>
          )}
        </span>
      </div>
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
      {state.error && <Alert tone="error">{state.error}</Alert>}
      {can('totals') && (
        <ListTotals resource={resource} filters={[...state.scope, ...state.filters]} search={state.search} />
      )}
      {tools.bar}
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
        actions={
          can('update') ||
          can('delete') ||
          (rowAction && can(rowAction.command)) ||
          resource.related.length > 0 ||
          recordView ||
          extras.rowActions
            ? (row) => (
                <span className={list.rowActions}>
                  {extras.rowActions?.(row)}
                  {recordView && (
                    <Button
                      variant="ghost"
                      icon={Eye}
                      iconOnly
                      label={`Open ${nameOf(row)}`}
                      onClick={() => go({ view: recordView, id: idOf(row) })}
                    />
                  )}
                  {resource.related.map((area) => (
                    <Button
                      key={area.resource}
                      variant="ghost"
                      icon={ListTree}
                      iconOnly
                      label={`${area.label} of ${nameOf(row)}`}
                      onClick={() => go({ view: 'list', resource: area.resource, parent: idOf(row) })}
                    />
                  ))}
                  {canEdit(row) && (
                    <Button
                      variant="ghost"
                      icon={Pencil}
                      iconOnly
                      label={`Edit ${nameOf(row)}`}
                      onClick={() => go({ view: 'edit', id: idOf(row) })}
                    />
                  )}
                  {resource.toggle && canEdit(row) && (
                    <Button
                      variant="ghost"
                      icon={row[resource.toggle.field] ? CircleOff : CircleCheck}
                      iconOnly
                      label={`${row[resource.toggle.field] ? resource.toggle.off : resource.toggle.on} ${nameOf(row)}`}
                      onClick={() => void toggle(row)}
                    />
                  )}
                  {rowAction && can(rowAction.command) && (rowAction.when?.(row) ?? true) && (
                    <Button
                      variant="ghost"
                      icon={Ban}
                      iconOnly
                      label={`${rowAction.label} ${nameOf(row)}`}
                      onClick={() => setPending({ row, command: rowAction.command })}
                    />
                  )}
                  {can('delete') && (
                    <Button
                      variant="ghost"
                      icon={Trash2}
                      iconOnly
                      label={`Delete ${nameOf(row)}`}
                      onClick={() => setPending({ row, command: 'delete' })}
                    />
                  )}
                </span>
              )
            : undefined
        }
      />
      <Pagination
        page={state.page}
        limit={state.limit}
        count={state.count}
        onPage={controller.setPage}
        onLimit={controller.setLimit}
      />
      {pending && (
        <RecordDialog
          resource={resource}
          row={pending.row}
          command={pending.command}
          onClose={(done) => {
            setPending(null);
            if (done) void controller.reload();
          }}
        />
      )}
    </section>
  );
}
