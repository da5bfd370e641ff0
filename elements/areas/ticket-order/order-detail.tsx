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
import type { Locale } from '../../../lib/i18n/locales.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { orderTexts, type OrderTexts } from './texts.ts';

type Row = Record<string, unknown>;

/** What a gate would answer for the ticket, in words (docs/tickets.md, the gate). */
const stateOf = (ticket: Ticket, t: OrderTexts, locale: Locale): string => {
  if (ticket.state === 'refunded') return t.refunded;
  if (ticket.state === 'voided') return t.voidedState;
  if (ticket.admitted_at)
    return t.admittedAt({
      date: formatDateTime(ticket.admitted_at, { locale }),
      gate: ticket.admitted_gate ?? t.aGate,
    });
  return t.valid;
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
  const t = useTexts(orderTexts);
  const locale = useLocale();
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
  const label = t.order({ number: String(order?.order_number ?? id) });
  const place = (ticket: Ticket) => ({ admission: ticket.admission, count: tickets?.length ?? 0 });

  const resend = async () => {
    setBusy(true);
    try {
      await callCommand(ticketCommands.resend, { ticket_order_id: id }, { report: false });
      showToast('success', t.resent({ order: label }));
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
      showToast('success', t.voided({ admission: t.admissionOf(place(ticket)), order: label }));
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
          {t.title({ number: String(order?.order_number ?? '') })}
        </h1>
        <Button variant="ghost" icon={ArrowLeft} onClick={onBack}>
          {t.back}
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
                  ...(field.valueLabels ? { valueLabels: field.valueLabels } : {}),
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
          {t.tickets}
        </h2>
        {can('resend') && tickets && tickets.length > 0 && (
          <Button icon={Send} disabled={busy} onClick={() => void resend()}>
            {t.resend}
          </Button>
        )}
      </div>
      {tickets && tickets.length === 0 && <p className={styles.lead}>{t.noTickets}</p>}
      {tickets && tickets.length > 0 && (
        // The lists' table (docs/behaviour.md#lists): headings start where their cells do.
        <table aria-labelledby={ticketsId} className={tableStyles.table}>
          <thead>
            <tr>
              <th scope="col" className={tableStyles.th}>
                {t.admission}
              </th>
              <th scope="col" className={tableStyles.th}>
                {t.state}
              </th>
              {can('void') && (
                <th scope="col" className={tableStyles.th}>
                  {t.actions}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {tickets.map((ticket) => (
              <tr key={ticket.ticket_id}>
                <td className={styles.wrappingCell}>{t.admissionOf(place(ticket))}</td>
                <td className={styles.wrappingCell}>{stateOf(ticket, t, locale)}</td>
                {can('void') && (
                  <td className={styles.wrappingCell}>
                    {ticket.state === 'valid' && (
                      <Button
                        variant="ghost"
                        icon={Ban}
                        disabled={busy}
                        aria-label={t.voidAdmission(place(ticket))}
                        onClick={() => setVoiding(ticket)}
                      >
                        {t.void}
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
        title={t.voidTicket}
        message={voiding ? t.voidQuestion({ ...place(voiding), order: label }) : ''}
        confirmLabel={t.voidTicket}
        busy={busy}
        onCancel={() => setVoiding(null)}
        onConfirm={() => voiding && void voidTicket(voiding)}
      />
    </section>
  );
}
