import { useStore } from '@nanostores/react';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { serviceName } from '../../lib/connections/service-names.ts';
import { availableServices } from '../../lib/connections/druidia.ts';
import { druidiaConnections as store } from '../../lib/connections/druidia-connections.ts';
import { viewerOf } from '../../lib/connections/viewer.ts';
import type { DruidiaConnection } from '../../lib/protocol/druidia.ts';
import { $session } from '../../lib/session/session.ts';
import { SessionGate } from '../auth-form/session-gate.tsx';
import type { ElementProps } from '../runtime/define-element.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import * as controls from '../ui/controls.css.ts';
import * as rows from '../ui/record-list.css.ts';
import { Section } from '../ui/section.tsx';
import { ToastRegion } from '../ui/toast-region.tsx';
import { ConnectDialog } from './connect-dialog.tsx';
import { ConnectionRow } from './connection-row.tsx';

export const NO_CONNECTIONS = 'No service connections found...';

function ServiceConnections() {
  const { items, loading, error } = useStore(store.$state);
  const viewer = viewerOf(useStore($session));
  const [connecting, setConnecting] = useState(false);
  const [deleting, setDeleting] = useState<DruidiaConnection | null>(null);

  useEffect(() => void store.load(), [viewer.accountId]);

  const connect = (
    <Button
      variant="primary"
      icon={Plus}
      part="connect-button"
      onClick={() => setConnecting(store.canOpenConnect())}
    >
      Connect Service
    </Button>
  );
  return (
    <Section title="Service Connections" actions={connect}>
      {error && <Alert tone="error">{error}</Alert>}
      {!error && loading && items.length === 0 && <p className={rows.empty}>Loading...</p>}
      {!error && !loading && items.length === 0 && <p className={rows.empty}>{NO_CONNECTIONS}</p>}
      {items.length > 0 && (
        <ul className={rows.list} aria-label="Service connections" part="list">
          {items.map((connection) => (
            <ConnectionRow
              key={connection.druidia_id}
              connection={connection}
              viewer={viewer}
              onTest={(c) => void store.test(c)}
              onShare={(c) => void store.share(c)}
              onReconnect={(c) => void store.reconnect(c)}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      {connecting && (
        <ConnectDialog
          services={availableServices(items, viewer)}
          onConnect={store.connect}
          onClose={() => setConnecting(false)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete connection"
        message={`Delete the ${serviceName(deleting?.service ?? '')} connection? Requests to that service will stop working until it is connected again.`}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await store.remove(deleting);
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
