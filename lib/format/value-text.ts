import { roleName } from '../protocol/access.ts';
import type { Field } from '../resources/field.ts';
import { formatMoney } from '../resources/totals.ts';
import { formatBytes } from './bytes.ts';
import { formatDate, formatDateTime } from './date.ts';
import { formatPhone } from './phone.ts';
import { machineWords } from './words.ts';

// A flag as the log or a stored row may carry it: a boolean, the numbers 0/1 or the texts of the user module.
const FLAG_ON = new Set<unknown>([true, 1, '1', 'true']);

/**
 * A field's value as a sentence writes it (docs/behaviour.md#activity-and-history): flags as Yes/No, enum
 * values in words, dates and amounts formatted, levels by role. '' for an empty value, which the caller
 * names in its own way. A field the view does not know (`undefined`) reads as plain text.
 */
export function valueText(
  field: Pick<Field, 'kind' | 'format' | 'valueLabels'> | undefined,
  value: unknown,
): string {
  if (value === null || value === undefined || value === '') return '';
  if (field?.format === 'cents') return formatMoney(Number(value));
  if (field?.format === 'bytes') return formatBytes(Number(value));
  switch (field?.kind) {
    case 'bool':
      return FLAG_ON.has(value) ? 'Yes' : 'No';
    case 'enum':
      return field.valueLabels?.[String(value)] ?? machineWords(String(value));
    case 'date':
      return formatDate(String(value)) || String(value);
    case 'datetime':
      return formatDateTime(String(value)) || String(value);
    case 'phone':
      return formatPhone(String(value));
    case 'level':
      return `${String(value)} · ${roleName(Number(value))}`;
    case 'ref':
      return `#${String(value)}`;
    default:
      break;
  }
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([name, part]) => `${name}: ${String(part)}`)
      .join(' · ');
  }
  return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
}
