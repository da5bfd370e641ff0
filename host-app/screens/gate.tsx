import { useTexts } from '../../elements/runtime/locale.tsx';
import { hostTexts } from '../texts.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { $gate, openGate } from '../../lib/checkin/gate-store.ts';
import { keepGateOffline } from '../../lib/checkin/offline-copy.ts';
import type { ScreenProps } from '../screens.ts';
import { DuplicatesReport } from './gate/duplicates-report.tsx';
import { GateNameForm } from './gate/gate-name-form.tsx';
import { ScanPanel } from './gate/scan-panel.tsx';
import * as styles from '../styles/gate.css.ts';

const TABS = ['scan', 'duplicates'] as const;
type Tab = (typeof TABS)[number];

/**
 * /rodeo/checkin/:rodeo_id, the gate (docs/behaviour.md, the gate): scans judged on the device from its
 * copy of the rodeo's tickets, kept and synced (lib/checkin), working with no signal (docs/tickets.md).
 */
export default function Gate({ params }: ScreenProps) {
  const t = useTexts(hostTexts);
  const rodeoId = Number(params.rodeo_id);
  const { gate, copy } = useStore($gate);
  const [tab, setTab] = useState<Tab>('scan');
  const [renaming, setRenaming] = useState(false);
  const baseId = useId();

  useEffect(() => openGate(rodeoId), [rodeoId]);
  useEffect(() => {
    keepGateOffline().catch(() => undefined);
  }, []);

  if (!Number.isSafeInteger(rodeoId) || rodeoId < 1) return <p role="alert">{t.noSuchRodeo}</p>;
  return (
    <div className={styles.gate}>
      <h1 className={styles.answerDetail}>
        {t.gateOf({ rodeo: copy?.rodeo_name ?? t.rodeoNumber({ id: rodeoId }) })}
        {gate ? ` · ${gate}` : ''}
      </h1>
      {!gate || renaming ? (
        <GateNameForm onDone={() => setRenaming(false)} />
      ) : (
        <>
          <div role="tablist" aria-label={t.gate} className={styles.tabs}>
            {TABS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`${baseId}-${name}`}
                aria-controls={`${baseId}-${name}-panel`}
                aria-selected={tab === name}
                className={styles.tab}
                onClick={() => setTab(name)}
              >
                {name === 'scan' ? t.scan : t.duplicates}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}`}>
            {tab === 'scan' ? (
              <ScanPanel onRename={() => setRenaming(true)} />
            ) : (
              <DuplicatesReport rodeoId={rodeoId} />
            )}
          </div>
        </>
      )}
    </div>
  );
}
