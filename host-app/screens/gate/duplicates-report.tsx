import { useEffect, useState } from 'react';
import { callCommand } from '../../../lib/api/api.ts';
import { formatClock } from '../../../lib/format/date.ts';
import { checkinCommands } from '../../../lib/protocol/ticket.ts';
import type { ResponseOf } from '../../../lib/protocol/command.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { useLocale, useTexts } from '../../../elements/runtime/locale.tsx';
import { scanTexts } from './texts.ts';
import * as screens from '../../styles/screens.css.ts';
import * as styles from '../../styles/gate.css.ts';

type Report = ResponseOf<typeof checkinCommands.duplicates>;

// Event day: the time says enough.
const at = ({ gate, scanned_at }: { gate: string; scanned_at: string }, locale: Locale) =>
  `${gate} · ${formatClock(scanned_at, { locale })}`;

/** The rodeo's duplicates report (docs/tickets.md): read from the server, so it needs a signal. */
export function DuplicatesReport({ rodeoId }: { rodeoId: number }) {
  const t = useTexts(scanTexts);
  const locale = useLocale();
  const [report, setReport] = useState<Report | null>(null);
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    let current = true;
    callCommand(checkinCommands.duplicates, { rodeo_id: rodeoId }, { report: false })
      .then((answer) => current && setReport(answer))
      .catch(() => current && setOffline(true));
    return () => {
      current = false;
    };
  }, [rodeoId]);

  if (offline)
    return (
      <p role="alert" className={styles.problem}>
        {t.needsSignal}
      </p>
    );
  if (!report) return <p role="status">{t.loading}</p>;
  const rows = [
    ...report.duplicates.map((row) => ({ ...row, later: at(row.refused, locale), what: t.scannedAgain })),
    ...report.refunded_after_checkin.map((row) => ({
      ...row,
      later: formatClock(row.voided_at, { locale }),
      what: t.refundedAfter,
    })),
  ];
  if (rows.length === 0) return <p className={screens.muted}>{t.noDuplicates}</p>;
  return (
    <table className={styles.table}>
      <caption className={screens.subheading}>{t.duplicates}</caption>
      <thead>
        <tr>
          <th scope="col">{t.ticket}</th>
          <th scope="col">{t.admitted}</th>
          <th scope="col">{t.then}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <td>
              {t.ticketNumber({ id: row.ticket_id })}
              <br />
              <small>{t.orderAdmission({ order: row.order_number, admission: row.admission })}</small>
            </td>
            <td>{at(row.admitted, locale)}</td>
            <td>
              {row.what}: {row.later}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
