import { useStore } from '@nanostores/react';
import { Ban, CircleCheck, CircleOff, Eye, ListTree, Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { ListController } from '../../../lib/list/list-controller.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { recordName } from '../../../lib/resources/record-name.ts';
import { rowId } from '../../../lib/resources/record-types.ts';
import { runRecordCommand } from '../../../lib/resource-views/record-commands.ts';
import { fieldInput, updateBody } from '../../../lib/resource-views/form-values.ts';
import { $session } from '../../../lib/session/session.ts';
import { Button } from '../../ui/button.tsx';
import * as list from '../../ui/list/list.css.ts';
import { RecordDialog } from '../dialogs/record-dialog.tsx';
import { useCan } from '../common/use-access.ts';
import type { ListFocus } from './use-list-focus.ts';
import type { PanelNavigation } from '../navigation/panel-view.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

type Row = Record<string, unknown>;

export interface RowActions {
  /** Whether the user may edit this row (the area's own rule besides the level). */
  canEdit: (row: Row) => boolean;
  /** The buttons of a row, or undefined when the area offers none to this user. */
  actions: ((row: Row) => ReactNode) | undefined;
  /** The confirmation of a delete or of the area's row action, while one is asked. */
  dialog: ReactNode;
}

/**
 * A list row's buttons (docs/behaviour.md#areas): open, related areas, edit, the area's toggle and row
 * action, delete; delete and the row action behind a confirmation, after which the list reloads.
 */
export function useRowActions({
  resource,
  go,
  controller,
  extra,
  focus,
}: {
  resource: Resource;
  go: PanelNavigation;
  controller: ListController<Row>;
  extra?: (row: Row) => ReactNode;
  focus: Pick<ListFocus, 'rowAt'>;
}): RowActions {
  const can = useCan(resource);
  const t = useTexts(panelTexts);
  const session = useStore($session);
  const caller = { id: session.id, access: session.access };
  const [pending, setPending] = useState<{ row: Row; command: string } | null>(null);
  const { recordView, rowAction, toggle } = resource;
  const toggleField = toggle ? resource.fields[toggle.field] : undefined;
  const idOf = (row: Row) => rowId(resource, row);
  const nameOf = (row: Row) => recordName(resource, row);
  const canEdit = (row: Row) => can('update') && (resource.editable?.(row, caller) ?? true);

  const flip = async (row: Row) => {
    if (!toggle || !toggleField) return;
    const on = Boolean(row[toggle.field]);
    const changes = { [toggle.field]: fieldInput(toggleField, !on) };
    const done = on ? toggle.offDone : toggle.onDone;
    if (await runRecordCommand(resource, 'update', updateBody(resource, row, changes, caller), done))
      await controller.reload();
  };

  const any =
    can('update') ||
    can('delete') ||
    (rowAction && can(rowAction.command)) ||
    resource.related.length > 0 ||
    recordView ||
    extra;
  const actions = (row: Row) => (
    <span className={list.rowActions}>
      {extra?.(row)}
      {recordView && (
        <Button
          variant="ghost"
          icon={Eye}
          iconOnly
          label={t.open({ name: nameOf(row) })}
          onClick={() => go({ view: recordView, id: idOf(row) })}
        />
      )}
      {resource.related.map((area) => (
        <Button
          key={area.resource}
          variant="ghost"
          icon={ListTree}
          iconOnly
          label={t.ofRecord({ area: area.label, name: nameOf(row) })}
          onClick={() => go({ view: 'list', resource: area.resource, parent: idOf(row) })}
        />
      ))}
      {canEdit(row) && (
        <Button
          variant="ghost"
          icon={Pencil}
          iconOnly
          label={t.edit({ name: nameOf(row) })}
          onClick={() => go({ view: 'edit', id: idOf(row) })}
        />
      )}
      {toggle && canEdit(row) && (
        <Button
          variant="ghost"
          icon={row[toggle.field] ? CircleOff : CircleCheck}
          iconOnly
          label={`${row[toggle.field] ? toggle.off : toggle.on} ${nameOf(row)}`}
          onClick={() => void flip(row)}
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
          label={t.delete({ name: nameOf(row) })}
          onClick={() => setPending({ row, command: 'delete' })}
        />
      )}
    </span>
  );
  return {
    canEdit,
    actions: any ? actions : undefined,
    dialog: pending && (
      <RecordDialog
        resource={resource}
        row={pending.row}
        command={pending.command}
        onClose={(done) => {
          setPending(null);
          if (!done) return;
          focus.rowAt(controller.$state.get().rows.indexOf(pending.row));
          void controller.reload();
        }}
      />
    ),
  };
}
