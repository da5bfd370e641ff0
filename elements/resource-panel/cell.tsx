import { formatBytes } from '../../lib/format/bytes.ts';
import { formatDate, formatDateTime } from '../../lib/format/date.ts';
import { formatPhone } from '../../lib/format/phone.ts';
import { roleName } from '../../lib/protocol/access.ts';
import type { ListColumn } from '../../lib/resources/define.ts';
import { Badge } from '../ui/badge.tsx';

/** A list cell by the column's kind: dates as SPEC 9 writes them, flags as Yes/No, enums as badges, levels by role. */
export function Cell({ column, value }: { column: ListColumn; value: unknown }) {
  if (value === null || value === undefined || value === '') return <span aria-label="empty">—</span>;
  if (column.format === 'bytes') return <>{formatBytes(Number(value))}</>;
  switch (column.kind) {
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
    case 'level':
      return <>{`${String(value)} · ${roleName(Number(value))}`}</>;
    case 'tags':
      return <>{Array.isArray(value) ? value.join(', ') : String(value)}</>;
    default:
      return <>{String(value)}</>;
  }
}
