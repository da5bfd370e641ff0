import { useTexts } from '../../../elements/runtime/locale.tsx';
import { hostTexts } from '../../texts.ts';
import { DoorOpen } from 'lucide-react';
import { useId } from 'react';
import { recordHref } from '../../../lib/dashboard/glance.ts';
import { useGateCountDetails } from '../../../elements/areas/rodeo/gate-counts-view.tsx';
import { gateCountTexts } from '../../../elements/areas/rodeo/texts.ts';
import type { GateCounts } from '../../../lib/tickets/gate-counts.ts';
import { Link } from '../../link.tsx';
import type { GlanceState } from '../dashboard.tsx';
import { Stat } from './stat.tsx';
import * as styles from '../../styles/screens.css.ts';

// The figures as the dashboard's other cards show theirs. The rodeo screen's list of details
// (elements/ui/detail-list.tsx) has its styles in shadow roots only (elements/runtime/vite-shadow-styles.ts):
// in the host's light DOM it showed as the browser's bare definition list.
function GateFigures({ rodeoId, first }: { rodeoId: number; first: GateCounts | undefined }) {
  const t = useTexts(gateCountTexts);
  const details = useGateCountDetails(rodeoId, first);
  if (!details)
    return (
      <p className={styles.muted} role="status">
        {t.loading}
      </p>
    );
  return (
    <ul className={styles.stats}>
      {details.map(({ label, value }) => (
        <Stat key={label} value={value} label={label} />
      ))}
    </ul>
  );
}

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
      <GateFigures rodeoId={next.rodeo_id} first={first} />
    </section>
  );
}
