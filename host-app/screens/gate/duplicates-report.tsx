import { useEffect, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { formatClock } from '../../../lib/format/date.ts';
import { checkinCommands } from '../../../lib/protocol/ticket.ts';
import type { ResponseOf } from '../../../lib/protocol/command.ts';
import * as screens from '../../styles/screens.css.ts';
import * as styles from '../../styles/gate.css.ts';

type Report = ResponseOf<typeof checkinCommands.duplicates>;

// Event day: the time says enough.
const at = ({ gate, scanned_at }: { gate: string; scanned_at: string }) =>
  `${gate} · ${formatClock(scanned_at)}`;

/** The rodeo's duplicates report (docs/tickets.md): read from the server, so it needs a signal. */
export function DuplicatesReport({ rodeoId }: { rodeoId: number }) {
  const [report, setReport] = useState<Report | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    callCommand(checkinCommands.duplicates, { rodeo_id: rodeoId }, { report: false })
      .then((answer) => current && setReport(answer))
      .catch(() => current && setProblem('The report needs a signal: it shows once the device is online.'));
    return () => {
      current = false;
    };
  }, [rodeoId]);

  if (problem)
    return (
      <p role="alert" className={styles.problem}>
        {problem}
      </p>
    );
  if (!report) return <p role="status">Loading…</p>;
  const rows = [
    ...report.duplicates.map((row) => ({ ...row, later: at(row.refused), what: 'Scanned again' })),
    ...report.refunded_after_checkin.map((row) => ({
      ...row,
      later: formatClock(row.voided_at),
      what: 'Refunded after check-in',
    })),
  ];
  if (rows.length === 0)
    return <p className={screens.muted}>No ticket was scanned twice or refunded after check-in.</p>;
  return (
    <table className={styles.table}>
      <caption className={screens.subheading}>Duplicates</caption>
      <thead>
        <tr>
          <th scope="col">Ticket</th>
          <th scope="col">Admitted</th>
          <th scope="col">Then</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <td>
              Ticket {row.ticket_id}
              <br />
              <small>
                {row.order_number} · admission {row.admission}
              </small>
            </td>
            <td>{at(row.admitted)}</td>
            <td>
              {row.what}: {row.later}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
