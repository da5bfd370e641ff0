import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { classes } from '../../ui/classes.ts';
import * as reorder from './reorder.css.ts';
import type { HandleProps } from '../move/use-move.ts';

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
  return (
    <li ref={node} className={classes(reorder.item, dragging && reorder.dragging)}>
      <Button
        {...handle}
        variant="ghost"
        icon={GripVertical}
        iconOnly
        label={`Move “${name}”, position ${index + 1} of ${total}`}
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
        label={`Move “${name}” up`}
        disabled={saving || index === 0}
        onClick={() => onStep(-1, 'up')}
      />
      <Button
        ref={downRef}
        variant="ghost"
        icon={ArrowDown}
        iconOnly
        label={`Move “${name}” down`}
        disabled={saving || index === total - 1}
        onClick={() => onStep(1, 'down')}
      />
    </li>
  );
}
