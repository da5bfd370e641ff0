import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { formatInteger } from '../../../lib/format/number.ts';
import { gateCounts, type GateCounts } from '../../../lib/tickets/gate-counts.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { DetailList, type Detail } from '../../ui/detail-list.tsx';
import { Section } from '../../ui/section.tsx';
import { gateCountTexts } from './texts.ts';
import * as controls from '../../ui/controls.css.ts';

/**
 * A rodeo's live gate counts (docs/tickets.md, the gate) as labelled figures: admitted, not yet arrived and
 * admissions per gate, following the store; undefined until the first read. `first` (counts read already)
 * only starts the store: the figures follow the live stream from there.
 */
export function useGateCountDetails(rodeoId: number, first?: GateCounts): Detail[] | undefined {
  const t = useTexts(gateCountTexts);
  const locale = useLocale();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const $counts = useMemo(() => gateCounts(rodeoId, { first }), [rodeoId]);
  const counts = useStore($counts);
  return (
    counts && [
      { label: t.admitted, value: formatInteger(counts.admitted, locale) },
      { label: t.notArrived, value: formatInteger(counts.not_arrived, locale) },
      ...counts.gates.map((gate) => ({
        label: t.atGate({ gate: gate.gate }),
        value: formatInteger(gate.admitted, locale),
      })),
    ]
  );
}

/** The rodeo's screen's figures of its gate counts. */
export function GateCountsFigures({ rodeoId }: { rodeoId: number }) {
  const t = useTexts(gateCountTexts);
  const details = useGateCountDetails(rodeoId);
  return details ? (
    <DetailList details={details} />
  ) : (
    <p role="status" className={controls.loading}>
      {t.loading}
    </p>
  );
}

/** The rodeo's screen's card of its gate counts, above its form. */
export function GateCountsSection({ rodeoId }: { rodeoId: number }) {
  const t = useTexts(gateCountTexts);
  return (
    <Section title={t.atTheGates}>
      <GateCountsFigures rodeoId={rodeoId} />
    </Section>
  );
}
