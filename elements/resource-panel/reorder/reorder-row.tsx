import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { classes } from '../../ui/classes.ts';
import * as reorder from './reorder.css.ts';
import type { HandleProps } from '../move/use-move.ts';
import { moveTexts } from '../../../lib/move/move-texts.ts';
import { useTexts } from '../../runtime/locale.tsx';

export interface RowProps {
  name: string;
  index: number;
  total: number;
  dragging: boolean;
  saving: boolean;
  handle: HandleProps;
  helpId: string;
  node: (node: HTMLLIElement | null) => void;
  upRef: (node: HTMLButtonElement | null) => void;
  downRef: (node: HTMLButtonElement | null) => void;
  onStep: (by: number, control: string) => void;
}

/** A row to put in order: its handle (drag, or Up/Down/Home/End), its place, its name, Move up and down. */
export function ReorderRow({
  name,
  index,
  total,
  dragging,
  saving,
  handle,
  helpId,
  node,
  upRef,
  downRef,
  onStep,
}: RowProps) {
  const t = useTexts(moveTexts);
  return (
    <li ref={node} className={classes(reorder.item, dragging && reorder.dragging)}>
      <Button
        {...handle}
        variant="ghost"
        icon={GripVertical}
        iconOnly
        label={t.moveRow({ name, position: index + 1, total })}
        aria-describedby={helpId}
        className={reorder.handle}
        disabled={saving}
      />
      <span className={reorder.position} aria-hidden="true">
        {index + 1}.
      </span>
      <span className={reorder.text}>{name}</span>
      <Button
        ref={upRef}
        variant="ghost"
        icon={ArrowUp}
        iconOnly
        label={t.moveUp({ name })}
        disabled={saving || index === 0}
        onClick={() => onStep(-1, 'up')}
      />
      <Button
        ref={downRef}
        variant="ghost"
        icon={ArrowDown}
        iconOnly
        label={t.moveDown({ name })}
        disabled={saving || index === total - 1}
        onClick={() => onStep(1, 'down')}
      />
    </li>
  );
}
