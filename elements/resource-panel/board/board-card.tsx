import { GripVertical, Trash2 } from 'lucide-react';
import { formatDate } from '../../../lib/format/date.ts';
import type { ListColumn } from '../../../lib/resources/define.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { classes } from '../../ui/classes.ts';
import * as look from './board.css.ts';
import type { HandleProps } from '../move/use-move.ts';
import { useLocale } from '../../runtime/locale.tsx';

type Row = Record<string, unknown>;

export interface CardProps {
  id: number;
  row: Row | undefined;
  name: string;
  /** The handle's name, with where the card is: 'Move “Print”, To do, position 2 of 5'. */
  handleLabel: string;
  deleteLabel: string;
  /** The board's enum and date columns besides its own. */
  details: readonly ListColumn[];
  held: boolean;
  dragged: boolean;
  handle: HandleProps;
  helpId: string;
  can: (command: string) => boolean;
  /** Where the view keeps the card's node, to measure it during a drag. */
  node: (node: HTMLLIElement | null) => void;
  /** The title's ref, for focus to follow the card when a colleague moves it. */
  titleRef: (node: HTMLButtonElement | null) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A card: its handle (drag, or the keyboard's pick-up), its title opening the form, details, Delete. */
export function BoardCard({
  id,
  row,
  name,
  handleLabel,
  deleteLabel,
  details,
  held,
  dragged,
  handle,
  helpId,
  can,
  node,
  titleRef,
  onEdit,
  onDelete,
}: CardProps) {
  const locale = useLocale();
  return (
    <li ref={node} className={classes(look.card, held && look.held, dragged && look.dragged)} data-card={id}>
      <Button
        {...handle}
        variant="ghost"
        icon={GripVertical}
        iconOnly
        label={handleLabel}
        aria-describedby={helpId}
        aria-pressed={held}
        className={look.handle}
        disabled={!can('move')}
      />
      <div className={look.body}>
        <button
          ref={titleRef}
          type="button"
          className={look.title}
          data-record
          disabled={!can('update')}
          onClick={onEdit}
        >
          {name}
        </button>
        <div className={look.meta}>
          {details.map(({ field, label, kind, valueLabels }) => {
            const value = row?.[field];
            if (value === null || value === undefined) return null;
            if (kind === 'enum')
              return (
                <Badge key={field}>{`${label}: ${valueLabels?.[String(value)] ?? String(value)}`}</Badge>
              );
            // Dates as docs/behaviour.md#limits writes them ('Jan 5, 2024'), not as the API sends them.
            return <span key={field}>{`${label} ${formatDate(String(value), { locale })}`}</span>;
          })}
        </div>
      </div>
      {can('delete') && (
        <Button
          variant="ghost"
          icon={Trash2}
          iconOnly
          label={deleteLabel}
          className={look.action}
          onClick={onDelete}
        />
      )}
    </li>
  );
}
