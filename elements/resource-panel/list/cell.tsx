import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';
import { formatBytes } from '../../../lib/format/bytes.ts';
import { formatDate, formatDateTime } from '../../../lib/format/date.ts';
import { formatPhone } from '../../../lib/format/phone.ts';
import { actionWords } from '../../../lib/format/activity-words.ts';
import { actionTexts } from '../../../lib/format/activity-texts.ts';
import { roleName } from '../../../lib/protocol/access.ts';
import { roleTexts } from '../../../lib/format/role-texts.ts';
import type { ListColumn } from '../../../lib/resources/define.ts';
import { formatMoney } from '../../../lib/resources/totals.ts';
import { Badge } from '../../ui/badge.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { AreaName } from './area-name.tsx';

/**
 * A list cell by the column's kind: dates as docs/behaviour.md#limits writes them, flags as Yes/No, enums as
 * status badges (docs/behaviour.md#lists), levels by role, sizes in units, money with the row's `currency`,
 * and a ref by the name of the record it points to when the view knows it (`refLabel`).
 */
export function Cell({
  column,
  value,
  refLabel,
  currency,
  failures,
}: {
  column: ListColumn;
  value: unknown;
  refLabel?: string;
  currency?: string;
  /** Items the row's record left behind (docs/behaviour.md#states): its status badge warns with the count. */
  failures?: number;
}) {
  const t = useTexts(panelTexts);
  const locale = useLocale();
  const roles = useTexts(roleTexts);
  const actions = useTexts(actionTexts);
  if (value === null || value === undefined || value === '') return <span aria-label={t.empty}>—</span>;
  if (column.format === 'cents') return <>{formatMoney(Number(value), currency, locale)}</>;
  if (column.format === 'bytes') return <>{formatBytes(Number(value), locale)}</>;
  if (column.format === 'action') return <>{actionWords(String(value), actions)}</>;
  if (column.format === 'area') return <AreaName area={String(value)} />;
  switch (column.kind) {
    case 'ref':
      return <>{refLabel ?? `#${String(value)}`}</>;
    case 'bool':
      return <Badge tone={value ? 'success' : 'neutral'}>{value ? t.yes : t.no}</Badge>;
    case 'enum':
      return (
        <StatusBadge value={String(value)} label={column.valueLabels?.[String(value)]} failures={failures} />
      );
    case 'date':
      return <>{formatDate(String(value), { locale })}</>;
    case 'datetime':
    case 'timestamp':
      return <>{formatDateTime(String(value), { locale })}</>;
    case 'phone':
      // Left to right in a right-to-left page too: '(208) 555-0188' keeps its parts in order.
      return <span dir="ltr">{formatPhone(String(value))}</span>;
    case 'json':
      return (
        <>
          {Object.entries(value as Record<string, unknown>)
            .map(([name, field]) => `${name}: ${String(field)}`)
            .join(' · ')}
        </>
      );
    case 'level':
      return <>{`${String(value)} · ${roleName(Number(value), roles)}`}</>;
    case 'tags':
      return <>{Array.isArray(value) ? value.join(', ') : String(value)}</>;
    default:
      return <>{String(value)}</>;
  }
}
