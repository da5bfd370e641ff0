import { useStore } from '@nanostores/react';
import { Link } from 'lucide-react';
import { useEffect, useState } from 'react';
import { canManageStripe, stripeAccountName } from '../../lib/connections/stripe.ts';
import { STRIPE_MANAGE_ACCESS } from '../../lib/protocol/stripe-ref.ts';
import { stripeConnections as store } from '../../lib/connections/stripe-connections.ts';
import { stripeStoreTexts } from '../../lib/connections/stripe-texts.ts';
import type { StripeConnection } from '../../lib/protocol/stripe.ts';
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
import { useLoadedView } from '../ui/use-loaded-view.ts';
import { useTexts } from '../runtime/locale.tsx';
import { StripeRow } from './stripe-row.tsx';
import { stripeTexts } from './texts.ts';

// The edit form (and its merge of a stale save) loads when a connection's pencil is pointed at, not with the list.
const loadEditDialog = () => import('./stripe-edit-dialog.tsx').then((module) => module.StripeEditDialog);

export interface StripeConnectionsProps extends ElementProps {
  /** Connect in live mode; test mode (false) unless set, as docs/behaviour.md#states says. */
  livemode?: boolean;
}

function StripeList({ livemode = false }: { livemode?: boolean }) {
  const t = useTexts(stripeTexts);
  const said = useTexts(stripeStoreTexts);
  const { items, loading, error } = useStore(store.$state);
  const callbackError = useStore(store.$callbackError);
  const manage = canManageStripe(useStore($session).access);
  const [editing, setEditing] = useState<StripeConnection | null>(null);
  const editDialog = useLoadedView(loadEditDialog);
  const [deleting, setDeleting] = useState<StripeConnection | null>(null);
  const [leaving, setLeaving] = useState(false);

  // Once per mount, signed in: finish a return from Stripe on this page (if any), then load the list.
  // What it says is in the language of that moment: a later change of language does not replay it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void store.handleReturn(said), []);

  const connect = async (start: { (): Promise<boolean> }) => {
    setLeaving(true);
    // On success the browser is leaving for Stripe; the button stays busy until it has gone.
    if (!(await start())) setLeaving(false);
  };

  const connectButton = manage && (
    <Button
      variant="primary"
      icon={Link}
      part="connect-button"
      disabled={leaving}
      onClick={() => void connect(() => store.connect(livemode, said))}
    >
      {leaving ? t.redirecting : t.connect}
    </Button>
  );
  return (
    <Section title={t.title} actions={connectButton}>
      {callbackError && <Alert tone="error">{callbackError}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      {!error && loading && items.length === 0 && <p className={rows.empty}>{t.loading}</p>}
      {!error && !loading && items.length === 0 && <p className={rows.empty}>{t.none}</p>}
      {items.length > 0 && (
        <ul className={rows.list} aria-label={t.list} part="list">
          {items.map((connection) => (
            <StripeRow
              key={connection.stripe_connection_id}
              connection={connection}
              manage={manage}
              onEdit={(connection) => editDialog.open(() => setEditing(connection))}
              editIntent={editDialog.intent}
              onReconnect={(c) => void connect(() => store.reconnect(c, said))}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      {!manage && <p className={rows.empty}>{t.adminsOnly({ level: STRIPE_MANAGE_ACCESS })}</p>}
      {editDialog.failed && <Alert tone="error">{editDialog.failedText}</Alert>}
      {editing && editDialog.View && (
        <editDialog.View
          connection={editing}
          onSave={(base, values, onStale) => store.update(base, values, onStale, said)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        message={t.deleteMessage({ name: deleting ? stripeAccountName(deleting, said) : '' })}
        confirmLabel={t.delete}
        cancelLabel={t.cancel}
        closeLabel={t.close}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await store.remove(deleting, said);
          setDeleting(null);
        }}
      />
    </Section>
  );
}

/** Section 4 of the profile page, "Stripe Connections" (docs/behaviour.md#screens, docs/behaviour.md#states, docs/behaviour.md#validation, docs/protocol.md, docs/behaviour.md#messages). */
export function StripeConnections({ livemode }: StripeConnectionsProps) {
  return (
    <div className={controls.stack} part="panel">
      <SessionGate>
        <StripeList livemode={livemode} />
      </SessionGate>
      <ToastRegion />
    </div>
  );
}
