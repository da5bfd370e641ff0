import { ArrowLeft, Ban } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import type { DeliveryReport } from '../../../lib/broadcasts/delivery-report.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { DetailList } from '../../ui/detail-list.tsx';
import { DataTable, type Column } from '../../ui/list/data-table.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { formatDateTime } from '../../../lib/format/date.ts';
import { formatInteger } from '../../../lib/format/number.ts';
import { machineWords } from '../../../lib/format/words.ts';
import { useCan } from '../../resource-panel/common/use-access.ts';
import * as styles from '../../resource-panel/common/styles.css.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';

type Recipient = NonNullable<DeliveryReport['recipients']>[number];

const REASON_COLUMNS: readonly Column<DeliveryReport['reasons'][number]>[] = [
  { key: 'reason', label: 'Reason' },
  { key: 'count', label: 'Contacts', align: 'end', render: (reason) => formatInteger(reason.count) },
];

const RECIPIENT_COLUMNS: readonly Column<Recipient>[] = [
  { key: 'name', label: 'Contact' },
  { key: 'address', label: 'Address', render: (recipient) => recipient.address ?? 'None for this channel' },
  {
    key: 'status',
    label: 'Delivery',
    render: (recipient) => (
      <>
        <StatusBadge value={recipient.status} />
        {recipient.unsubscribed ? ' · unsubscribed since' : ''}
      </>
    ),
  },
  {
    key: 'sent_at',
    label: 'Sent',
    render: (recipient) => (recipient.sent_at ? formatDateTime(recipient.sent_at) : '—'),
  },
  { key: 'error', label: 'Why it failed', render: (recipient) => recipient.error ?? '—' },
];

// While it sends, the report reads itself again this often (the status bar shows the same progress).
const SENDING_REFRESH_MS = 2_000;

/**
 * A broadcast's delivery report (docs/jobs.md): sent, failed with each reason, cancelled, still to go and
 * unsubscribed since; Cancel stops a scheduled or sending one (what has gone, has gone).
 */
export function BroadcastReport({
  resource,
  id,
  onBack,
}: {
  resource: Resource;
  id: number;
  onBack: () => void;
}) {
  const titleId = useId();
  const can = useCan(resource);
  const [report, setReport] = useState<DeliveryReport | null>(null);
  const [busy, setBusy] = useState(false);

  // Bumped to read the report again: on a timer while it sends, and after a cancel.
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    callCommand(commandOf(resource, 'report'), { broadcast_id: id }).then(
      (next) => current && setReport(next as DeliveryReport),
      () => undefined, // The API client has shown why.
    );
    return () => {
      current = false;
    };
  }, [resource, id, round]);
  useEffect(() => {
    if (report?.status !== 'sending') return;
    const timer = setTimeout(() => setRound((n) => n + 1), SENDING_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [report]);

  const cancel = async () => {
    setBusy(true);
    try {
      await callCommand(commandOf(resource, 'cancel'), { broadcast_id: id });
    } catch {
      // The API client has shown why; the report shows the state as it is.
    } finally {
      setBusy(false);
      setRound((n) => n + 1);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={report === null}>
      <div className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          {report?.title ? `Delivery report: ${report.title}` : 'Delivery report'}
        </h1>
        <Button variant="ghost" icon={ArrowLeft} onClick={onBack}>
          Back to the calendar
        </Button>
      </div>
      {report && (
        <>
          <DetailList
            details={[
              ...(report.channel ? [{ label: 'Channel', value: machineWords(report.channel) }] : []),
              ...(report.scheduled_at
                ? [{ label: 'Scheduled for', value: formatDateTime(report.scheduled_at) }]
                : []),
              { label: 'Status', value: <StatusBadge value={report.status} /> },
              { label: 'Audience', value: String(report.total) },
              { label: 'Sent', value: String(report.sent) },
              { label: 'Failed', value: String(report.failed) },
              { label: 'Cancelled', value: String(report.cancelled) },
              { label: 'Still to go', value: String(report.queued) },
              { label: 'Unsubscribed since', value: String(report.unsubscribed) },
            ]}
          />
          {report.job?.last_error && <Alert tone="error">{report.job.last_error}</Alert>}
          {report.reasons.length > 0 && (
            <DataTable
              caption="Why deliveries failed"
              columns={REASON_COLUMNS}
              rows={report.reasons}
              rowKey={(reason) => reason.reason}
              emptyText="No delivery failed."
            />
          )}
          {report.recipients && (
            <>
              <DataTable
                caption="Recipients"
                columns={RECIPIENT_COLUMNS}
                rows={report.recipients}
                rowKey={(recipient) => recipient.contact_id}
                emptyText="Nobody was sent this broadcast yet: its audience is chosen when it starts."
              />
              {report.total > report.recipients.length && (
                <p className={styles.lead}>
                  {`The first ${formatInteger(report.recipients.length)} of ${formatInteger(report.total)} recipients, in the order they were queued.`}
                </p>
              )}
            </>
          )}
          {can('cancel') && (report.status === 'sending' || report.status === 'scheduled') && (
            <div>
              <Button variant="danger" icon={Ban} disabled={busy} onClick={() => void cancel()}>
                Cancel sending
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
