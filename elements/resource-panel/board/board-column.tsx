import type { ReactNode } from 'react';
import { Badge } from '../../ui/badge.tsx';
import * as look from './board.css.ts';

export interface ColumnProps {
  column: string;
  heading: string;
  headingId: string;
  ids: readonly number[];
  /** The card being dragged (it stays in place, faded), and where it would land in this column. */
  dragged: number | null;
  dropAt: number;
  sectionRef: (node: HTMLElement | null) => void;
  card: (id: number, index: number) => ReactNode;
}

/** A board's column: its heading with a count, and its cards with a line where a dragged card would land. */
export function BoardColumn({
  column,
  heading,
  headingId,
  ids,
  dragged,
  dropAt,
  sectionRef,
  card,
}: ColumnProps) {
  const indicator = <li key="drop" className={look.indicator} aria-hidden="true" />;
  const out: ReactNode[] = [];
  let others = 0;
  ids.forEach((id, index) => {
    if (dragged !== id) {
      if (others === dropAt) out.push(indicator);
      others += 1;
    }
    out.push(card(id, index));
  });
  if (others === dropAt) out.push(indicator);
  return (
    <section ref={sectionRef} className={look.column} aria-labelledby={headingId} data-column={column}>
      <h2 id={headingId} className={look.heading}>
        {heading}
        <Badge>{ids.length}</Badge>
      </h2>
      <ol className={look.cards} aria-labelledby={headingId}>
        {out}
      </ol>
    </section>
  );
}
