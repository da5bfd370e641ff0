import { ArrowDown, ArrowUp, GripVertical, Save, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { callCommand } from '../../lib/api/api.ts';
import { dropIndex, moveAnnouncement, moveBy, moveTo, orderChanged } from '../../lib/list/reorder.ts';
import { LIST_SCHEMA_MAX_LIMIT, type ListResponse } from '../../lib/protocol/list.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { recordName } from '../../lib/resources/record-name.ts';
import { showToast } from '../../lib/toasts/toasts.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { SavingOverlay } from '../ui/saving-overlay.tsx';
import * as controls from '../ui/controls.css.ts';
import * as styles from './styles.css.ts';
import * as reorder from './reorder.css.ts';

type Row = Record<string, unknown>;
type Control = 'handle' | 'up' | 'down';

/**
 * Puts an area's records in order (helpbot FAQs: their `reorder` command): drag a row by its handle, or
 * move it with the arrow keys on the handle or with its Move up and Move down buttons; every move is
 * announced. Nothing is sent until Save order, which sends the whole order at once.
 */
export function ReorderView({ resource, onDone }: { resource: Resource; onDone: () => void }) {
  const titleId = useId();
  const helpId = useId();
  const [rows, setRows] = useState<Map<number, Row> | null>(null);
  const [original, setOriginal] = useState<number[]>([]);
  const [order, setOrder] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [tooMany, setTooMany] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [saving, setSaving] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const [focus, setFocus] = useState<{ id: number; control: Control } | null>(null);
  const items = useRef(new Map<number, HTMLLIElement>());
  const idKey = resource.idKey;
  const nameOf = (id: number) => recordName(resource, rows?.get(id) ?? { [idKey]: id });

  useEffect(() => {
    callCommand(resource.commands.list!, {
      sort: resource.defaultSort,
      order: 'asc',
      page: 1,
      limit: LIST_SCHEMA_MAX_LIMIT,
    }).then(
      (response) => {
        const { list, count } = response as ListResponse<Row>;
        const ids = list.map((row) => row[idKey] as number);
        setRows(new Map(list.map((row) => [row[idKey] as number, row])));
        setOriginal(ids);
        setOrder(ids);
        setTooMany(count > list.length);
      },
      (failure: Error) => setError(failure.message),
    );
  }, [resource, idKey]);

  // A moved row's DOM node moves too, which loses focus: put it back on the control that moved it, or on
  // the handle once that control stops at the top or the bottom.
  useLayoutEffect(() => {
    if (!focus) return;
    const item = items.current.get(focus.id);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-control="${focus.control}"]`);
    (wanted && !wanted.disabled
      ? wanted
      : item?.querySelector<HTMLButtonElement>('[data-control="handle"]')
    )?.focus();
  }, [focus, order]);

  const move = (id: number, next: number[], control: Control) => {
    setOrder(next);
    setFocus({ id, control });
    setAnnouncement(moveAnnouncement(nameOf(id), next.indexOf(id) + 1, next.length));
  };

  const onPointerDown = (id: number, event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragged(id);
  };
  const onPointerMove = (id: number, event: PointerEvent<HTMLButtonElement>) => {
    if (dragged !== id) return;
    const middles = order.map((each) => {
      const box = items.current.get(each)?.getBoundingClientRect();
      return box ? box.top + box.height / 2 : 0;
    });
    const from = order.indexOf(id);
    const to = dropIndex(middles, from, event.clientY);
    if (to !== from) setOrder(moveTo(order, from, to));
  };
  const onPointerUp = (id: number) => {
    if (dragged !== id) return;
    setDragged(null);
    setAnnouncement(moveAnnouncement(nameOf(id), order.indexOf(id) + 1, order.length));
  };

  const save = async () => {
    setSaving(true);
    try {
      await callCommand(resource.commands.reorder!, { [`${idKey}s`]: order });
      showToast('success', resource.messages.reordered);
      onDone();
    } catch {
      // The API client has shown the server's message as a toast; the order stays for another try.
    } finally {
      setSaving(false);
    }
  };

  if (!resource.commands.reorder)
    return <Alert tone="error">{resource.plural} have no order to change.</Alert>;
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!rows) return <p role="status">Loading…</p>;
  const changed = orderChanged(order, original);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          Reorder {resource.plural}
        </h1>
        <span className={controls.row}>
          <Button icon={X} disabled={saving} onClick={onDone}>
            Cancel
          </Button>
          <Button
            variant="primary"
            icon={Save}
            disabled={saving || !changed || tooMany}
            onClick={() => void save()}
          >
            {saving ? 'Saving...' : 'Save order'}
          </Button>
        </span>
      </div>
      <p id={helpId} className={controls.help}>
        Drag a row by its handle, or focus the handle and press the Up and Down arrow keys (Home and End move
        it to the top or the bottom). Save order keeps the new order.
      </p>
      {tooMany && (
        <Alert tone="warning">
          Only the first {LIST_SCHEMA_MAX_LIMIT} {resource.plural.toLowerCase()} can be reordered here.
        </Alert>
      )}
      {order.length === 0 && <p>{resource.emptyText}</p>}
      <ol className={reorder.list} aria-labelledby={titleId}>
        {order.map((id, index) => {
          const name = nameOf(id);
          return (
            <li
              key={id}
              ref={(node) => {
                if (node) items.current.set(id, node);
                else items.current.delete(id);
              }}
              className={[reorder.item, dragged === id && reorder.dragging].filter(Boolean).join(' ')}
            >
              <Button
                variant="ghost"
                icon={GripVertical}
                iconOnly
                label={`Move “${name}”, position ${index + 1} of ${order.length}`}
                aria-describedby={helpId}
                className={reorder.handle}
                data-control="handle"
                disabled={saving}
                onPointerDown={(event) => onPointerDown(id, event)}
                onPointerMove={(event) => onPointerMove(id, event)}
                onPointerUp={() => onPointerUp(id)}
                onPointerCancel={() => onPointerUp(id)}
                onKeyDown={(event) => {
                  const by = { ArrowUp: -1, ArrowDown: 1, Home: -order.length, End: order.length }[event.key];
                  if (by === undefined) return;
                  event.preventDefault();
                  move(id, moveBy(order, id, by), 'handle');
                }}
              />
              <span className={reorder.position} aria-hidden="true">
                {index + 1}.
              </span>
              <span className={reorder.text}>{name}</span>
              <Button
                variant="ghost"
                icon={ArrowUp}
                iconOnly
                label={`Move “${name}” up`}
                data-control="up"
                disabled={saving || index === 0}
                onClick={() => move(id, moveBy(order, id, -1), 'up')}
              />
              <Button
                variant="ghost"
                icon={ArrowDown}
                iconOnly
                label={`Move “${name}” down`}
                data-control="down"
                disabled={saving || index === order.length - 1}
                onClick={() => move(id, moveBy(order, id, 1), 'down')}
              />
            </li>
          );
        })}
      </ol>
      <p role="status" className={controls.visuallyHidden}>
        {announcement}
      </p>
      {saving && <SavingOverlay />}
    </section>
  );
}
