import { useTexts } from '../../../elements/runtime/locale.tsx';
import { hostTexts } from '../../texts.ts';
import { DoorOpen } from 'lucide-react';
import { useId } from 'react';
import { recordHref } from '../../../lib/dashboard/glance.ts';
import { GateCountsFigures } from '../../../elements/areas/rodeo/gate-counts-view.tsx';
import { Link } from '../../link.tsx';
import type { GlanceState } from '../dashboard.tsx';
import * as styles from '../../styles/screens.css.ts';

/** The next rodeo's live gate counts (docs/tickets.md, the gate), for callers who may read rodeos. */
export function GateCountsCard({ glance }: { glance: GlanceState }) {
  const t = useTexts(hostTexts);
  const titleId = useId();
  const next = typeof glance === 'object' ? glance.rodeos?.[0] : undefined;
  if (!next) return null;
  const href = recordHref('rodeo', next.rodeo_id);
  // The glance carries the next rodeo's counts (lib/protocol/dashboard.ts): no call of the card's own first.
  const counts = typeof glance === 'object' ? glance.gate_counts : undefined;
  const first = counts?.rodeo_id === next.rodeo_id ? counts : undefined;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        <DoorOpen aria-hidden="true" className={styles.icon} />
        {t.atTheGates}
      </h2>
      {href ? <Link to={href}>{next.name}</Link> : <span>{next.name}</span>}
      <GateCountsFigures rodeoId={next.rodeo_id} first={first} />
    </section>
  );
}
