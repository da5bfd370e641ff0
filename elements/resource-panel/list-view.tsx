import { useStore } from '@nanostores/react';
import {
  ArrowUpDown,
  Ban,
  CircleCheck,
  CircleOff,
  Download,
  ListTree,
  Pencil,
  Plus,
  Trash2,
  Upload,
} from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { apiClient, callCommand } from '../../lib/api/api.ts';
import { createListController } from '../../lib/list/list-controller.ts';
import { LIST_SCHEMA_MAX_LIMIT, type Filter } from '../../lib/protocol/list.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { downloadResponse } from '../../lib/resource-views/download.ts';
import { addressedView, loadListPage } from '../../lib/resource-views/first-page.ts';
import { fieldInput, updateBody } from '../../lib/resource-views/form-values.ts';
import { $session } from '../../lib/session/session.ts';
import { showToast } from '../../lib/toasts/toasts.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { DataTable, type Column } from '../ui/list/data-table.tsx';
import { FilterBuilder } from '../ui/list/filter-builder.tsx';
import { Pagination } from '../ui/list/pagination.tsx';
import * as controls from '../ui/controls.css.ts';
import * as list from '../ui/list/list.css.ts';
import { Cell } from './cell.tsx';
import { ListParamPicker } from './list-param-picker.tsx';
import { ListTotals } from './list-totals.tsx';
import { ParentPicker } from './parent-picker.tsx';
import type { PanelNavigation } from './panel-view.ts';
import { SearchBox, fieldLabel } from './search-box.tsx';
import { useCan } from './use-access.ts';
import { useRefLabels } from './use-ref-labels.ts';
import { useListAddress, type ListStateChange } from './use-list-address.ts';
import { useRefOptions } from './use-ref-options.ts';
import * as styles from './styles.css.ts';

export type Row = Record<string, unknown>;

/** What an area adds to its list (the file repository: folders and downloads). */
export interface ListExtras {
  /** Controls beside the search box. */
  toolbar?: ReactNode;
  /** Filters always applied besides the user's (the chosen folder); a new value reloads from page 1. */
  scope?: readonly Filter[];
  /** Row actions before edit and delete. */
  rowActions?: (row: Row) => ReactNode;
  /** The area's own delete dialog (a bucket asks where its images go); closed with whether it deleted. */
  deleteDialog?: (row: Row, onClose: (deleted: boolean) => void) => ReactNode;
}

export interface ListViewProps {
  resource: Resource;
  go: PanelNavigation;
  /** The record of `resource.listBy` the list is narrowed to (a rodeo, for contestants). */
  parent?: number;
  extras?: ListExtras;
  /** The page, sort, filters and search to show (lib/list/list-address.ts); a new value shows that view. */
  listState?: string;
  onListState?: (change: ListStateChange) => void;
}

/**
 * Every area's list (docs/behaviour.md#areas): sortable columns, filters by type, search, paging, edit and delete;
 * where the area has them, a picker of the record it is listed by, links to related areas and totals.
 */
export function ListView({ resource, go, parent, extras = {}, listState, onListState }: ListViewProps) {
  const can = useCan(resource);
  const session = useStore($session);
  const caller = { id: session.id, access: session.access };
  const searchId = useId();
  const [opening] = useState(listState ?? '');
  // The list parameter's value (a super admin's account) travels with every request; unset: the caller's own.
  const { controller, listParam } = useMemo(() => {
    const extra = new Map<string, number>();
    return {
      listParam: extra,
      controller: createListController<Row>({
        fields: resource.listFields,
        initial: addressedView(resource, opening),
        load: (request) => loadListPage<Row>(resource, { ...request, ...Object.fromEntries(extra) }),
      }),
    };
  }, [resource, opening]);
  const state = useStore(controller.$state);
  useListAddress(resource, controller, listState, onListState);
  // The picked parent narrows every request of the list (rows, totals, export), apart from the user's filters.
  const parentScope: Filter[] =
    resource.listBy && parent !== undefined ? [{ field: resource.listBy, operator: '=', value: parent }] : [];
  const scopeKey = JSON.stringify([...(extras.scope ?? []), ...parentScope]);
  useEffect(() => {
    if (JSON.stringify(controller.$state.get().scope) !== scopeKey)
      controller.setScope(JSON.parse(scopeKey) as Filter[]);
  }, [controller, scopeKey]);
  const refColumns = useMemo(
    () => resource.columns.filter((column) => column.kind === 'ref').map((column) => column.field),
    [resource],
  );
  const refLabels = useRefLabels(resource, refColumns, state.rows);
  const refLabel = (field: string, value: unknown) => refLabels[field]?.get(value as number);
  const pickerFields = useMemo(() => (resource.listBy ? [resource.listBy] : []), [resource]);
  // The schema's largest page: a season's rodeos, all of them, in the picker.
  const pickerOptions = useRefOptions(resource.fields, pickerFields, LIST_SCHEMA_MAX_LIMIT);
  // Delete, or for areas that keep their records (API keys), revoke: both behind a confirmation.
  const [pending, setPending] = useState<{ row: Row; action: 'delete' | 'revoke' } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => void controller.reload(), [controller]);

  const columns: Column<Row>[] = resource.columns.map((column) => ({
    key: column.field,
    label: column.label,
    sortable: column.sortable,
    render: (row) => (
      <Cell column={column} value={row[column.field]} refLabel={refLabel(column.field, row[column.field])} />
    ),
  }));
  // The list's own columns first, in their order, then the other filterable fields.
  const shown = resource.columns.map((column) => column.field);
  const rank = (name: string) => (shown.includes(name) ? shown.indexOf(name) : shown.length);
  const filterable = Object.entries(resource.listFields)
    .filter(([name, field]) => field.filterable && name !== 'created_by')
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, field]) => ({ name, label: fieldLabel(resource, name), field }));
  const idOf = (row: Row) => row[resource.idKey] as number;
  const canEdit = (row: Row) => can('update') && (resource.editable?.(row, caller) ?? true);
  const toggleField = resource.toggle ? resource.fields[resource.toggle.field] : undefined;

  const toggle = async (row: Row) => {
    if (!resource.toggle || !toggleField) return;
    const on = Boolean(row[resource.toggle.field]);
    const verb = on ? resource.toggle.off : resource.toggle.on;
    const changes = { [resource.toggle.field]: fieldInput(toggleField, !on) };
    try {
      await callCommand(resource.commands.update!, updateBody(resource, row, changes, caller));
      showToast('success', `${resource.label} ${verb.toLowerCase()}d successfully`);
      await controller.reload();
    } catch {
      // The API client has shown the server's refusal as a toast.
    }
  };
  const nameOf = (row: Row) => String(row[resource.columns[0]?.field ?? resource.idKey] ?? idOf(row));

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await callCommand(resource.commands[pending.action]!, { [resource.idKey]: idOf(pending.row) });
      showToast(
        'success',
        `${resource.label} ${pending.action === 'delete' ? 'deleted' : 'revoked'} successfully`,
      );
      setPending(null);
      await controller.reload();
    } catch {
      // The API client has shown the server's message as a toast; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const exportCsv = async () => {
    const response = await apiClient.send(resource.commands.export!, {
      filters: [...state.scope, ...state.filters],
      ...(state.search ? { search: state.search } : {}),
    });
    if (!response.ok) return showToast('error', `The export failed (${response.status}); try again`);
    await downloadResponse(response, `${resource.name}s.csv`);
  };

  return (
    <section className={styles.panel} aria-labelledby={`${searchId}-title`}>
      <div className={styles.head}>
        <h1 id={`${searchId}-title`} className={styles.title}>
          {resource.plural}
        </h1>
        <span className={controls.row}>
          {can('reorder') && (
            <Button icon={ArrowUpDown} onClick={() => go({ view: 'reorder' })}>
              Reorder
            </Button>
          )}
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
                  ...(listParam.size ? { preset: Object.fromEntries(listParam) } : {}),
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
        {resource.listParam && (
          <ListParamPicker
            resource={resource}
            onPick={(value) => {
              if (value === undefined) listParam.delete(resource.listParam!);
              else listParam.set(resource.listParam!, value);
              controller.setPage(1);
            }}
          />
        )}
        {extras.toolbar}
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
        actions={
          can('update') || can('delete') || can('revoke') || resource.related.length > 0 || extras.rowActions
            ? (row) => (
                <span className={list.rowActions}>
                  {extras.rowActions?.(row)}
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
                  {can('revoke') && !row.revoked_at && (
                    <Button
                      variant="ghost"
                      icon={Ban}
                      iconOnly
                      label={`Revoke ${nameOf(row)}`}
                      onClick={() => setPending({ row, action: 'revoke' })}
                    />
                  )}
                  {can('delete') && (
                    <Button
                      variant="ghost"
                      icon={Trash2}
                      iconOnly
                      label={`Delete ${nameOf(row)}`}
                      onClick={() => setPending({ row, action: 'delete' })}
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
      {pending?.action === 'delete' &&
        extras.deleteDialog?.(pending.row, (deleted) => {
          setPending(null);
          if (deleted) void controller.reload();
        })}
      <ConfirmDialog
        open={pending !== null && !(pending.action === 'delete' && extras.deleteDialog)}
        title={`${pending?.action === 'revoke' ? 'Revoke' : 'Delete'} ${resource.label.toLowerCase()}`}
        message={
          pending
            ? pending.action === 'revoke'
              ? `Revoke ${nameOf(pending.row)}? Calls made with it are refused from now on.`
              : `Delete ${nameOf(pending.row)}? This cannot be undone.`
            : ''
        }
        confirmLabel={pending?.action === 'revoke' ? 'Revoke' : 'Delete'}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
