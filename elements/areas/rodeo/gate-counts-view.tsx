import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { gateCounts } from '../../../lib/tickets/gate-counts.ts';
import { DetailList } from '../../ui/detail-list.tsx';

/**
 * A rodeo's live gate counts (docs/tickets.md, the gate): admitted, not yet arrived and admissions per gate,
 * as the rodeo's screen and the dashboard show them.
 */
export function GateCountsFigures({ rodeoId }: { rodeoId: number }) {
  const $counts = useMemo(() => gateCounts(rodeoId), [rodeoId]);
  const counts = useStore($counts);
  if (!counts) return <p role="status">Loading the gate counts…</p>;
  return (
    <DetailList
      details={[
        { label: 'Admitted', value: String(counts.admitted) },
        { label: 'Not yet arrived', value: String(counts.not_arrived) },
        ...counts.gates.map((gate) => ({ label: `At ${gate.gate}`, value: String(gate.admitted) })),
      ]}
    />
  );
}
