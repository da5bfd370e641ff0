import { Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { $consoleConfig } from '../../lib/config/console-config.ts';
import { stripeAccountName, stripeWebhookUrl } from '../../lib/connections/stripe.ts';
import { stripeStoreTexts } from '../../lib/connections/stripe-texts.ts';
import { formatDate } from '../../lib/format/date.ts';
import type { StripeConnection } from '../../lib/protocol/stripe.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import * as styles from '../ui/record-list.css.ts';
import { useLocale, useTexts } from '../runtime/locale.tsx';
import { stripeTexts } from './texts.ts';

export interface StripeRowActions {
  onEdit: (connection: StripeConnection) => void;
  /** Props for the pencil: the edit dialog's code loads when it is pointed at (elements/ui/use-loaded-view.ts). */
  editIntent: { onPointerEnter: () => void; onFocus: () => void };
  onReconnect: (connection: StripeConnection) => void;
  onDelete: (connection: StripeConnection) => void;
}

/** One Stripe connection: account, state and mode badges, the keys of its mode as the API masks them. */
export function StripeRow({
  connection,
  manage,
  onEdit,
  editIntent,
  onReconnect,
  onDelete,
}: { connection: StripeConnection; manage: boolean } & StripeRowActions) {
  const t = useTexts(stripeTexts);
  const said = useTexts(stripeStoreTexts);
  const locale = useLocale();
  const live = connection.livemode;
  const publishable = live ? connection.publishable_key : connection.publishable_test_key;
  const secret = live ? connection.secret_key : connection.secret_test_key;
  const name = stripeAccountName(connection, said);
  return (
    <li className={styles.row} part="connection" data-account={connection.stripe_account_id}>
      <div className={styles.main}>
        <span className={styles.title}>
          <span>{name}</span>
          <Badge tone={connection.is_active ? 'success' : 'neutral'}>
            {connection.is_active ? t.active : t.inactive}
          </Badge>
          <Badge tone={live ? 'warning' : 'info'}>{live ? t.liveMode : t.testMode}</Badge>
        </span>
        <span className={styles.meta}>
          <span>
            {t.publishable} <span className={styles.code}>{publishable || '—'}</span>
          </span>
          <span>
            {t.secret} <span className={styles.code}>{secret || '—'}</span>
          </span>
          <span>
            {t.webhookEndpoint}{' '}
            <span className={styles.code}>
              {stripeWebhookUrl(
                $consoleConfig.get().apiBase ?? '',
                connection.stripe_connection_id,
                location.origin,
              )}
            </span>
          </span>
          <span>{t.updated({ date: formatDate(connection.updated_at, { locale }) })}</span>
        </span>
      </div>
      {manage && (
        <div className={styles.actions}>
          <Button
            variant="ghost"
            icon={Pencil}
            iconOnly
            label={t.edit({ name })}
            onClick={() => onEdit(connection)}
            {...editIntent}
          />
          <Button
            variant="ghost"
            icon={RefreshCw}
            iconOnly
            label={t.reconnect({ name })}
            onClick={() => onReconnect(connection)}
          />
          <Button
            variant="ghost"
            icon={Trash2}
            iconOnly
            label={t.deleteName({ name })}
            onClick={() => onDelete(connection)}
          />
        </div>
      )}
    </li>
  );
}
