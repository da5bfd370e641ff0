import { formatBytes } from '../../lib/format/bytes.ts';
import { formatDate, formatDateTime } from '../../lib/format/date.ts';
import { formatPhone } from '../../lib/format/phone.ts';
import { roleName } from '../../lib/protocol/access.ts';
import type { ListColumn } from '../../lib/resources/define.ts';
import { formatCents } from '../../lib/resources/totals.ts';
import { Badge } from '../ui/badge.tsx';

/**
 * A list cell by the column's kind: dates as docs/behaviour.md#limits writes them, flags as Yes/No, enums as badges, levels
 * by role, sizes and money in units, and a ref by the name of the record it points to when the view knows
 * it (`refLabel`).
 */
export function Cell({ column, value, refLabel }: { column: ListColumn; value: unknown; refLabel?: string }) {
  if (value === null || value === undefined || value === '') return <span aria-label="empty">—</span>;
  if (column.format === 'cents') return <>{formatCents(Number(value))}</>;
  if (column.format === 'bytes') return <>{formatBytes(Number(value))}</>;
  switch (column.kind) {
    case 'ref':
      return <>{refLabel ?? `#${String(value)}`}</>;
    case 'bool':
      return <Badge tone={value ? 'success' : 'neutral'}>{value ? 'Yes' : 'No'}</Badge>;
    case 'enum':
      return <Badge tone="info">{String(value)}</Badge>;
    case 'date':
      return <>{formatDate(String(value))}</>;
    case 'datetime':
    case 'timestamp':
      return <>{formatDateTime(String(value))}</>;
    case 'phone':
      return <>{formatPhone(String(value))}</>;
    case 'json':
      return (
        <>
          {Object.entries(value as Record<string, unknown>)
            .map(([name, field]) => `${name}: ${String(field)}`)
            .join(' · ')}
        </>
      );
    case 'level':
      return <>{`${String(value)} · ${roleName(Number(value))}`}</>;
    case 'tags':
      return <>{Array.isArray(value) ? value.join(', ') : String(value)}</>;
    default:
      return <>{String(value)}</>;
  }
}
