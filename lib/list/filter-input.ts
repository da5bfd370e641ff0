import { isNullCheck, isSetOperator, type Filter, type ListField, type Operator } from '../protocol/list.ts';
import { filterEnglish, operatorWords, type FilterTexts } from './filter-texts.ts';

export type ParsedValue = { ok: true; value: Filter['value'] } | { ok: false; error: string };

function scalar(field: ListField, text: string, t: FilterTexts): ParsedValue {
  const value = text.trim();
  if (value === '') return { ok: false, error: t.enterValue };
  switch (field.type) {
    case 'number': {
      const number = Number(value);
      return Number.isFinite(number) ? { ok: true, value: number } : { ok: false, error: t.enterNumber };
    }
    case 'boolean':
      return value === 'true' || value === 'false'
        ? { ok: true, value: value === 'true' }
        : { ok: false, error: t.chooseYesNo };
    case 'date':
      return Number.isNaN(Date.parse(value)) ? { ok: false, error: t.enterDate } : { ok: true, value };
    case 'enum':
      return field.values?.includes(value)
        ? { ok: true, value }
        : { ok: false, error: t.chooseOneOf({ values: (field.values ?? []).join(', ') }) };
    case 'string':
      return { ok: true, value };
  }
}

/**
 * What the user typed in a filter builder, as the value the list query wants: nothing for null checks, a
 * list for IN (comma-separated), otherwise one value of the field's type. LIKE takes the plain text: the
 * server reads it as "contains", with % and _ as literal characters.
 */
export function parseFilterValue(
  field: ListField,
  operator: Operator,
  text: string,
  t: FilterTexts = filterEnglish(),
): ParsedValue {
  if (isNullCheck(operator)) return { ok: true, value: null };
  if (isSetOperator(operator)) {
    const parts = text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length === 0) return { ok: false, error: t.enterValues };
    const values: (string | number)[] = [];
    for (const part of parts) {
      const parsed = scalar(field, part, t);
      if (!parsed.ok) return parsed;
      values.push(parsed.value as string | number);
    }
    return { ok: true, value: values };
  }
  return scalar(field, text, t);
}

/** A filter as a chip says it: 'Status is one of draft, sent'. */
export function describeFilter(
  label: string,
  filter: Filter,
  words: (value: string) => string = String,
  t: FilterTexts = filterEnglish(),
): string {
  const operator = operatorWords(filter.operator, t);
  if (isNullCheck(filter.operator)) return t.nullChip({ field: label, operator });
  const value = (Array.isArray(filter.value) ? filter.value : [filter.value])
    .map(String)
    .map(words)
    .join(', ');
  return t.chip({ field: label, operator, value });
}
