import { useStore } from '@nanostores/react';
import { ArrowLeft, Ban, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { callCommand, showApiError } from '../../../lib/api/api.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { formatDateTime } from '../../../lib/format/date.ts';
import { hasAccess } from '../../../lib/protocol/access.ts';
import { ticketCommands, type Ticket } from '../../../lib/protocol/ticket.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { $session } from '../../../lib/session/session.ts';
import { showToast } from '../../../lib/toasts/toasts.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DetailList } from '../../ui/detail-list.tsx';
import * as tableStyles from '../../ui/list/list.css.ts';
import { Cell } from '../../resource-panel/list/cell.tsx';
import { useRefLabels } from '../../resource-panel/list/use-ref-labels.ts';
import * as styles from '../../resource-panel/common/styles.css.ts';

type Row = Record<string, unknown>;

/** What a gate would answer for the ticket, in words (docs/tickets.md, the gate). */
const stateOf = (ticket: Ticket): string => {
  if (ticket.state === 'refunded') return 'Refunded';
  if (ticket.state === 'voided') return 'Voided';
  if (ticket.admitted_at)
    return `Admitted ${formatDateTime(ticket.admitted_at)} at ${ticket.admitted_gate ?? 'a gate'}`;
  return 'Valid';
};

/**
 * A ticket order at its own address (docs/behaviour.md, ticket orders): the order as the webhook recorded it,
 * read-only, and its tickets with their state; staff at the tickets' level (docs/tickets.md, staff) resend
 * the order's tickets and void one.
 */
export function OrderDetail({
  resource,
  id,
  onBack,
}: {
  resource: Resource;
  id: number;
  onBack: () => void;
}) {
  const titleId = useId();
  const ticketsId = useId();
  const { access } = useStore($session);
  const can = (command: keyof typeof ticketCommands) => hasAccess(access, ticketCommands[command].access);
  const [order, setOrder] = useState<Row | null>(null);
  const [tickets, setTickets] = useState<readonly Ticket[] | null>(null);
  const [voiding, setVoiding] = useState<Ticket | null>(null);
  const [busy, setBusy] = useState(false);
  // Where focus goes once a void is done: its button is gone, and the tickets' heading says what changed.
  // Bumped when the confirmation closes; the effect runs after the dialog has given focus back.
  const ticketsHeading = useRef<HTMLHeadingElement>(null);
  const [voids, setVoids] = useState(0);
  useEffect(() => {
    if (voids > 0) ticketsHeading.current?.focus();
  }, [voids]);

  useEffect(() => {
    let live = true;
    callCommand(commandOf(resource, 'read'), { [resource.idKey]: id }).then(
      (row) => live && setOrder(row),
      () => undefined, // The API client has shown why.
    );
    callCommand(ticketCommands.list, { ticket_order_id: id }).then(
      (answer) => live && setTickets(answer.tickets),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [resource, id]);
  const refLabel = useRefLabels(resource, ['rodeo'], order ? [order] : []);
  const label = `order ${String(order?.order_number ?? id)}`;
  const admissionOf = (ticket: Ticket) => `Admission ${ticket.admission} of ${tickets?.length ?? 0}`;

  const resend = async () => {
    setBusy(true);
    try {
      await callCommand(ticketCommands.resend, { ticket_order_id: id }, { report: false });
      showToast('success', `The tickets of ${label} are queued to be emailed again`);
    } catch (error) {
      // A missing mail server is a 409 whose detail says what to do; its title alone ("Conflict") would not.
      if (error instanceof ApiError && error.status === 409 && error.detail) showToast('error', error.detail);
      else showApiError(error);
    } finally {
      setBusy(false);
    }
  };

  const voidTicket = async (ticket: Ticket) => {
    setBusy(true);
    try {
      const voided = await callCommand(ticketCommands.void, { ticket_id: ticket.ticket_id });
      setTickets((all) => all?.map((one) => (one.ticket_id === voided.ticket_id ? voided : one)) ?? null);
      showToast('success', `${admissionOf(ticket)} of ${label} is voided: gates refuse it`);
    } catch {
      // The API client has shown why; the list shows the ticket as it was.
    } finally {
      setBusy(false);
      setVoiding(null);
      setVoids((n) => n + 1);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={order === null}>
      <div className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          {`Ticket order ${String(order?.order_number ?? '')}`}
        </h1>
        <Button variant="ghost" icon={ArrowLeft} onClick={onBack}>
          Back to the orders
        </Button>
      </div>
      {order && (
        <DetailList
          details={Object.entries(resource.fields).map(([name, field]) => ({
            label: field.label,
            value: (
              <Cell
                column={{
                  field: name,
                  label: field.label,
                  kind: field.kind,
                  sortable: false,
                  format: field.format,
                }}
                value={order[name]}
                refLabel={refLabel(name, order[name])}
                currency={order.currency as string | undefined}
              />
            ),
          }))}
        />
      )}
      <div className={styles.head}>
        <h2 id={ticketsId} ref={ticketsHeading} tabIndex={-1} className={styles.subheading}>
          Tickets
        </h2>
        {can('resend') && tickets && tickets.length > 0 && (
          <Button icon={Send} disabled={busy} onClick={() => void resend()}>
            Resend tickets
          </Button>
        )}
      </div>
      {tickets && tickets.length === 0 && <p className={styles.lead}>This order has no tickets.</p>}
      {tickets && tickets.length > 0 && (
        // The lists' table (docs/behaviour.md#lists): headings start where their cells do.
        <table aria-labelledby={ticketsId} className={tableStyles.table}>
          <thead>
            <tr>
              <th scope="col" className={tableStyles.th}>
                Admission
              </th>
              <th scope="col" className={tableStyles.th}>
                State
              </th>
              {can('void') && (
                <th scope="col" className={tableStyles.th}>
                  Actions
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {tickets.map((ticket) => (
              <tr key={ticket.ticket_id}>
                <td className={styles.wrappingCell}>{admissionOf(ticket)}</td>
                <td className={styles.wrappingCell}>{stateOf(ticket)}</td>
                {can('void') && (
                  <td className={styles.wrappingCell}>
                    {ticket.state === 'valid' && (
                      <Button
                        variant="ghost"
                        icon={Ban}
                        disabled={busy}
                        aria-label={`Void ${admissionOf(ticket).toLowerCase()}`}
                        onClick={() => setVoiding(ticket)}
                      >
                        Void
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={voiding !== null}
        title="Void ticket"
        message={
          voiding
            ? `Void ${admissionOf(voiding).toLowerCase()} of ${label}? Gates refuse it from now on; this cannot be undone.`
            : ''
        }
        confirmLabel="Void ticket"
        busy={busy}
        onCancel={() => setVoiding(null)}
        onConfirm={() => voiding && void voidTicket(voiding)}
      />
    </section>
  );
}
