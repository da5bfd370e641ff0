import { Save, X } from 'lucide-react';
import { useId } from 'react';
import { LIST_SCHEMA_MAX_LIMIT } from '../../../lib/protocol/list.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { SavingOverlay } from '../../ui/saving-overlay.tsx';
import * as controls from '../../ui/controls.css.ts';
import * as styles from '../common/styles.css.ts';
import * as reorder from './reorder.css.ts';
import { ReorderRow } from './reorder-row.tsx';
import { useReorder } from './use-reorder.ts';
import { useReorderMove } from './use-reorder-move.ts';

/**
 * Puts an area's records in order (helpbot FAQs: their `reorder` command): drag a row by its handle, or
 * move it with the arrow keys on the handle or with its Move up and Move down buttons
 * (reorder/use-reorder-move.ts); every move is announced. Nothing is sent until Save order, which sends
 * the whole order at once.
 */
export function ReorderView({ resource, onDone }: { resource: Resource; onDone: () => void }) {
  const titleId = useId();
  const helpId = useId();
  const data = useReorder(resource, onDone);
  const { move, shown, item, step } = useReorderMove(data);
  const { saving, tooMany } = data;

  if (!resource.commands.reorder)
    return <Alert tone="error">{resource.plural} have no order to change.</Alert>;
  if (data.error) return <Alert tone="error">{data.error}</Alert>;
  if (!data.rows) return <p role="status">Loading…</p>;
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
            disabled={saving || !data.changed || tooMany}
            onClick={() => void data.save()}
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
          Only the first {LIST_SCHEMA_MAX_LIMIT} {resource.words.many} can be reordered here.
        </Alert>
      )}
      {shown.length === 0 && <p>{resource.emptyText}</p>}
      <ol className={reorder.list} aria-labelledby={titleId}>
        {shown.map((id, index) => (
          <ReorderRow
            key={id}
            name={data.nameOf(id)}
            index={index}
            total={shown.length}
            dragging={move.state.phase === 'dragging' && move.state.id === id}
            saving={saving}
            handle={move.handle(id)}
            helpId={helpId}
            node={item(id)}
            upRef={move.control(id, 'up')}
            downRef={move.control(id, 'down')}
            onStep={(by, control) => step(id, by, control)}
          />
        ))}
      </ol>
      <p role="status" className={controls.visuallyHidden}>
        {move.announcement}
      </p>
      {saving && <SavingOverlay />}
    </section>
  );
}
