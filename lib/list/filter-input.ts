import { isNullCheck, isSetOperator, type Filter, type ListField, type Operator } from '../protocol/list.ts';

export type ParsedValue = { ok: true; value: Filter['value'] } | { ok: false; error: string };

/** Readable names for docs/behaviour.md#validation's operators in a filter builder. */
export const OPERATOR_LABELS: Record<Operator, string> = {
  '=': 'is',
  '!=': 'is not',
  '>': 'is greater than',
  '<': 'is less than',
  '>=': 'is at least',
  '<=': 'is at most',
  LIKE: 'contains',
  'NOT LIKE': 'does not contain',
  IN: 'is one of',
  'NOT IN': 'is none of',
  'IS NULL': 'is empty',
  'IS NOT NULL': 'is not empty',
};

function scalar(field: ListField, text: string): ParsedValue {
  const value = text.trim();
  if (value === '') return { ok: false, error: 'Enter a value' };
  switch (field.type) {
    case 'number': {
      const number = Number(value);
      return Number.isFinite(number) ? { ok: true, value: number } : { ok: false, error: 'Enter a number' };
    }
    case 'boolean':
      return value === 'true' || value === 'false'
        ? { ok: true, value: value === 'true' }
        : { ok: false, error: 'Choose yes or no' };
    case 'date':
      return Number.isNaN(Date.parse(value)) ? { ok: false, error: 'Enter a date' } : { ok: true, value };
    case 'enum':
      return field.values?.includes(value)
        ? { ok: true, value }
        : { ok: false, error: `Choose one of ${(field.values ?? []).join(', ')}` };
    case 'string':
      return { ok: true, value };
  }
}

/**
 * What the user typed in a filter builder, as the value the list query wants: nothing for null checks, a
 * list for IN (comma-separated), otherwise one value of the field's type. LIKE takes the plain text: the
 * server reads it as "contains", with % and _ as literal characters.
 */
export function parseFilterValue(field: ListField, operator: Operator, text: string): ParsedValue {
  if (isNullCheck(operator)) return { ok: true, value: null };
  if (isSetOperator(operator)) {
    const parts = text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length === 0) return { ok: false, error: 'Enter one or more values, separated by commas' };
    const values: (string | number)[] = [];
    for (const part of parts) {
      const parsed = scalar(field, part);
      if (!parsed.ok) return parsed;
      values.push(parsed.value as string | number);
    }
    return { ok: true, value: values };
  }
  return scalar(field, text);
}

/** A filter as a chip says it: 'Status is one of draft, sent'. */
export function describeFilter(
  label: string,
  filter: Filter,
  words: (value: string) => string = String,
): string {
  const operator = OPERATOR_LABELS[filter.operator];
  if (isNullCheck(filter.operator)) return `${label} ${operator}`;
  const value = (Array.isArray(filter.value) ? filter.value : [filter.value])
    .map(String)
    .map(words)
    .join(', ');
  return `${label} ${operator} ${value}`;
}
