import { ArrowLeft, Ban } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import type { DeliveryReport } from '../../../lib/broadcasts/delivery-report.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { DetailList } from '../../ui/detail-list.tsx';
import { useCan } from '../../resource-panel/common/use-access.ts';
import * as styles from '../../resource-panel/common/styles.css.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';

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
          Delivery report
        </h1>
        <Button variant="ghost" icon={ArrowLeft} onClick={onBack}>
          Back to the calendar
        </Button>
      </div>
      {report && (
        <>
          <DetailList
            details={[
              { label: 'Status', value: report.status },
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
            <table>
              <caption>Why deliveries failed</caption>
              <thead>
                <tr>
                  <th scope="col">Reason</th>
                  <th scope="col">Contacts</th>
                </tr>
              </thead>
              <tbody>
                {report.reasons.map((reason) => (
                  <tr key={reason.reason}>
                    <td>{reason.reason}</td>
                    <td>{reason.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
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
