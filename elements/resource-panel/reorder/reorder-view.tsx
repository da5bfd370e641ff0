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
import { moveTexts } from '../../../lib/move/move-texts.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { commonTexts } from '../../ui/common-texts.ts';
import { panelTexts } from '../texts.ts';

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
  const t = useTexts(moveTexts);
  const { loading } = useTexts(panelTexts);
  const { cancel } = useTexts(commonTexts);

  if (!resource.commands.reorder) return <Alert tone="error">{t.noOrder({ plural: resource.plural })}</Alert>;
  if (data.error) return <Alert tone="error">{data.error}</Alert>;
  if (!data.rows)
    return (
      <p role="status" className={controls.loading}>
        {loading}
      </p>
    );
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          {t.reorderTitle({ plural: resource.plural })}
        </h1>
        <span className={controls.row}>
          <Button icon={X} disabled={saving} onClick={onDone}>
            {cancel}
          </Button>
          <Button
            variant="primary"
            icon={Save}
            disabled={saving || !data.changed || tooMany}
            onClick={() => void data.save()}
          >
            {saving ? t.savingOrder : t.saveOrder}
          </Button>
        </span>
      </div>
      <p id={helpId} className={controls.help}>
        {t.reorderHelp}
      </p>
      {tooMany && (
        <Alert tone="warning">
          {t.onlyFirstToReorder({ count: LIST_SCHEMA_MAX_LIMIT, many: resource.words.many })}
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
