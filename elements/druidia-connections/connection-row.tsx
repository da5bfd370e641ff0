import { serviceName } from '../../lib/connections/service-names.ts';
import { Activity, RefreshCw, Share2, Trash2 } from 'lucide-react';
import { canManage, canShare, canUse, ownership } from '../../lib/connections/druidia.ts';
import { druidiaTexts } from '../../lib/connections/druidia-texts.ts';
import type { Viewer } from '../../lib/connections/viewer.ts';
import { formatDateTime } from '../../lib/format/date.ts';
import type { DruidiaConnection } from '../../lib/protocol/druidia.ts';
import { useLocale, useTexts } from '../runtime/locale.tsx';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import * as styles from '../ui/record-list.css.ts';

const TONES = { shared: 'info', personal: 'success', other: 'neutral' } as const satisfies Record<
  string,
  BadgeTone
>;

export interface ConnectionActions {
  onTest: (connection: DruidiaConnection) => void;
  onShare: (connection: DruidiaConnection) => void;
  onReconnect: (connection: DruidiaConnection) => void;
  onDelete: (connection: DruidiaConnection) => void;
}

/** One service connection: service, owner badge and when; only the actions the server allows. */
export function ConnectionRow({
  connection,
  viewer,
  onTest,
  onShare,
  onReconnect,
  onDelete,
}: { connection: DruidiaConnection; viewer: Viewer } & ConnectionActions) {
  const owner = ownership(connection, viewer);
  const t = useTexts(druidiaTexts);
  const locale = useLocale();
  // In words, not the protocol's key (lib/connections/service-names.ts).
  const service = serviceName(connection.service, t);
  return (
    <li className={styles.row} part="connection" data-service={connection.service}>
      <div className={styles.main}>
        <span className={styles.title}>
          <span>{service}</span>
          <Badge tone={TONES[owner]}>{t[owner]}</Badge>
        </span>
        <span className={styles.meta}>
          <span>{t.connectedAt({ date: formatDateTime(connection.created_at, { locale }) })}</span>
        </span>
      </div>
      <div className={styles.actions}>
        {canUse(connection, viewer) && (
          <Button
            variant="ghost"
            icon={Activity}
            iconOnly
            label={t.testConnection({ service })}
            onClick={() => onTest(connection)}
          />
        )}
        {canShare(connection, viewer) && (
          <Button
            variant="ghost"
            icon={Share2}
            iconOnly
            label={t.shareConnection({ service })}
            onClick={() => onShare(connection)}
          />
        )}
        {canManage(connection, viewer) && (
          <>
            <Button
              variant="ghost"
              icon={RefreshCw}
              iconOnly
              label={t.reconnect({ service })}
              onClick={() => onReconnect(connection)}
            />
            <Button
              variant="ghost"
              icon={Trash2}
              iconOnly
              label={t.deleteConnection({ service })}
              onClick={() => onDelete(connection)}
            />
          </>
        )}
      </div>
    </li>
  );
}
