import { useStore } from '@nanostores/react';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { serviceName } from '../../lib/connections/service-names.ts';
import { availableServices } from '../../lib/connections/druidia.ts';
import { druidiaConnections as store } from '../../lib/connections/druidia-connections.ts';
import { druidiaTexts } from '../../lib/connections/druidia-texts.ts';
import { viewerOf } from '../../lib/connections/viewer.ts';
import type { DruidiaConnection } from '../../lib/protocol/druidia.ts';
import { $session } from '../../lib/session/session.ts';
import { SessionGate } from '../auth-form/session-gate.tsx';
import type { ElementProps } from '../runtime/define-element.ts';
import { useTexts } from '../runtime/locale.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import * as controls from '../ui/controls.css.ts';
import * as rows from '../ui/record-list.css.ts';
import { Section } from '../ui/section.tsx';
import { ToastRegion } from '../ui/toast-region.tsx';
import { ConnectDialog } from './connect-dialog.tsx';
import { ConnectionRow } from './connection-row.tsx';

function ServiceConnections() {
  const { items, loading, error } = useStore(store.$state);
  const viewer = viewerOf(useStore($session));
  const [connecting, setConnecting] = useState(false);
  const [deleting, setDeleting] = useState<DruidiaConnection | null>(null);
  const t = useTexts(druidiaTexts);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new language does not load the list again
  useEffect(() => void store.load(t), [viewer.accountId]);

  const connect = (
    <Button
      variant="primary"
      icon={Plus}
      part="connect-button"
      onClick={() => setConnecting(store.canOpenConnect(t))}
    >
      {t.connectService}
    </Button>
  );
  return (
    <Section title={t.title} actions={connect}>
      {error && <Alert tone="error">{error}</Alert>}
      {!error && loading && items.length === 0 && <p className={rows.empty}>{t.loading}</p>}
      {!error && !loading && items.length === 0 && <p className={rows.empty}>{t.none}</p>}
      {items.length > 0 && (
        <ul className={rows.list} aria-label={t.list} part="list">
          {items.map((connection) => (
            <ConnectionRow
              key={connection.druidia_id}
              connection={connection}
              viewer={viewer}
              onTest={(c) => void store.test(c, t)}
              onShare={(c) => void store.share(c, t)}
              onReconnect={(c) => void store.reconnect(c, t)}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      {connecting && (
        <ConnectDialog
          services={availableServices(items, viewer)}
          onConnect={(service) => store.connect(service, t)}
          onClose={() => setConnecting(false)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        message={t.deleteMessage({ service: serviceName(deleting?.service ?? '', t) })}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await store.remove(deleting, t);
          setDeleting(null);
        }}
      />
    </Section>
  );
}

/** Section 3 of the profile page, 'Service Connections' (docs/behaviour.md#screens, docs/behaviour.md#states, docs/behaviour.md#validation, docs/protocol.md, docs/behaviour.md#messages). */
export function DruidiaConnections(_props: ElementProps) {
  return (
    <div className={controls.stack} part="panel">
      <SessionGate>
        <ServiceConnections />
      </SessionGate>
      <ToastRegion />
    </div>
  );
}
