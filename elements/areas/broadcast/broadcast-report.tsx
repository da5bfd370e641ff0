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
import type { Locale } from '../../../lib/i18n/locales.ts';
import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { reportTexts, type ReportTexts } from './texts.ts';

type Recipient = NonNullable<DeliveryReport['recipients']>[number];

// A delivery's state in words; one the report does not know keeps its own words (StatusBadge).
const deliveryWords = (t: ReportTexts): Record<string, string> => ({
  queued: t.statusQueued,
  sending: t.statusSending,
  sent: t.statusSent,
  failed: t.statusFailed,
  cancelled: t.statusCancelled,
});

const reasonColumns = (
  t: ReportTexts,
  locale: Locale,
): readonly Column<DeliveryReport['reasons'][number]>[] => [
  { key: 'reason', label: t.reason },
  { key: 'count', label: t.contacts, align: 'end', render: (reason) => formatInteger(reason.count, locale) },
];

function recipientColumns(t: ReportTexts, locale: Locale): readonly Column<Recipient>[] {
  const words = deliveryWords(t);
  return [
    { key: 'name', label: t.contact },
    { key: 'address', label: t.address, render: (recipient) => recipient.address ?? t.noAddress },
    {
      key: 'status',
      label: t.delivery,
      render: (recipient) => (
        <>
          <StatusBadge value={recipient.status} label={words[recipient.status]} />
          {recipient.unsubscribed ? t.unsubscribedLater : ''}
        </>
      ),
    },
    {
      key: 'sent_at',
      label: t.sentAt,
      render: (recipient) => (recipient.sent_at ? formatDateTime(recipient.sent_at, { locale }) : '—'),
    },
    { key: 'error', label: t.whyItFailed, render: (recipient) => recipient.error ?? '—' },
  ];
}

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
  const t = useTexts(reportTexts);
  const locale = useLocale();
  const titleId = useId();
  const can = useCan(resource);
  const { channel, status } = resource.fields;
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

  // The report names its first recipients only (lib/broadcasts/delivery-report.ts).
  const listsFewer = report?.recipients !== undefined && report.recipients.length < report.total;

  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={report === null}>
      <div className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          {report?.title ? t.titleOf({ title: report.title }) : t.title}
        </h1>
        <Button variant="ghost" icon={ArrowLeft} onClick={onBack}>
          {t.back}
        </Button>
      </div>
      {report && (
        <>
          <DetailList
            details={[
              ...(report.channel
                ? [
                    {
                      label: channel?.label ?? '',
                      value: channel?.valueLabels?.[report.channel] ?? machineWords(report.channel),
                    },
                  ]
                : []),
              ...(report.scheduled_at
                ? [{ label: t.scheduledFor, value: formatDateTime(report.scheduled_at, { locale }) }]
                : []),
              {
                label: status?.label ?? '',
                value: <StatusBadge value={report.status} label={status?.valueLabels?.[report.status]} />,
              },
              { label: t.audience, value: formatInteger(report.total, locale) },
              { label: t.sent, value: formatInteger(report.sent, locale) },
              { label: t.failed, value: formatInteger(report.failed, locale) },
              { label: t.cancelled, value: formatInteger(report.cancelled, locale) },
              { label: t.stillToGo, value: formatInteger(report.queued, locale) },
              { label: t.unsubscribedSince, value: formatInteger(report.unsubscribed, locale) },
            ]}
          />
          {report.job?.last_error && <Alert tone="error">{report.job.last_error}</Alert>}
          {report.reasons.length > 0 && (
            <DataTable
              caption={t.whyFailed}
              columns={reasonColumns(t, locale)}
              rows={report.reasons}
              rowKey={(reason) => reason.reason}
              emptyText={t.noneFailed}
            />
          )}
          {report.recipients && (
            <>
              <DataTable
                caption={t.recipients}
                columns={recipientColumns(t, locale)}
                rows={report.recipients}
                rowKey={(recipient) => recipient.contact_id}
                emptyText={t.noRecipients}
              />
              {listsFewer && (
                <p className={styles.lead}>
                  {t.firstOf({
                    shown: formatInteger(report.recipients.length, locale),
                    total: formatInteger(report.total, locale),
                  })}
                </p>
              )}
            </>
          )}
          {can('cancel') && (report.status === 'sending' || report.status === 'scheduled') && (
            <div>
              <Button variant="danger" icon={Ban} disabled={busy} onClick={() => void cancel()}>
                {t.cancelSending}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
