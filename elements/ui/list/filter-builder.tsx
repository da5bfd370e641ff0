import { Filter as FilterIcon, Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { describeFilter, parseFilterValue } from '../../../lib/list/filter-input.ts';
import { filterTexts, operatorWords } from '../../../lib/list/filter-texts.ts';
import {
  isNullCheck,
  OPERATORS_BY_TYPE,
  type Filter,
  type ListField,
  type Operator,
} from '../../../lib/protocol/list.ts';
import { Button } from '../button.tsx';
import { useTexts } from '../../runtime/locale.tsx';
import { uiTexts } from '../texts.ts';
import * as controls from '../controls.css.ts';
import { DateField } from '../date-field.tsx';
import { Dialog } from '../dialog.tsx';
import * as styles from './list.css.ts';
import { machineWords, valueChoices } from '../../../lib/format/words.ts';

export interface FilterableField {
  name: string;
  label: string;
  field: ListField;
  /** The values a menu offers, each in words ('Helpbot FAQs' for helpbot_faq); an enum's own otherwise. */
  choices?: readonly Choice[];
}

export interface Choice {
  value: string;
  label: string;
}

export interface FilterBuilderProps {
  fields: readonly FilterableField[];
  filters: readonly Filter[];
  onAdd: (filter: Filter) => void;
  onRemove: (index: number) => void;
}

/**
 * A list's filters (docs/behaviour.md#lists): a Filter button that opens the editor in a dialog (field,
 * then only the operators of its type: docs/behaviour.md#validation), and beside it each active filter as
 * a chip in words with its remove button. Closed, the whole thing is one row, so a phone shows records
 * rather than a form.
 */
export function FilterBuilder({ fields, filters, onAdd, onRemove }: FilterBuilderProps) {
  const t = useTexts(uiTexts);
  const words = useTexts(filterTexts);
  const ids = { field: useId(), operator: useId(), value: useId(), error: useId() };
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(fields[0]?.name ?? '');
  const chosen = fields.find((field) => field.name === name) ?? fields[0];
  const operators = chosen ? OPERATORS_BY_TYPE[chosen.field.type] : [];
  const [operator, setOperator] = useState<Operator>(operators[0] ?? '=');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const labelOf = (fieldName: string) => fields.find((field) => field.name === fieldName)?.label ?? fieldName;
  // A removed chip's button goes with it: focus moves to the chip now in its place, or to the Filter
  // button when none is (docs/behaviour.md#lists).
  const bar = useRef<HTMLDivElement>(null);
  const chips = useRef<HTMLUListElement>(null);
  const removed = useRef<number | null>(null);
  useEffect(() => {
    if (removed.current === null) return;
    const next = chips.current?.querySelectorAll('button')[removed.current];
    removed.current = null;
    (next ?? bar.current?.querySelector<HTMLButtonElement>('button[aria-haspopup]'))?.focus();
  }, [filters]);

  if (!chosen) return null;
  const activeOperator = operators.includes(operator) ? operator : operators[0]!;

  const close = () => {
    setError(null);
    setOpen(false);
  };
  const submit = () => {
    const parsed = parseFilterValue(chosen.field, activeOperator, text, words);
    if (!parsed.ok) return setError(parsed.error);
    setText('');
    close();
    onAdd({ field: chosen.name, operator: activeOperator, value: parsed.value });
  };

  const { type, values } = chosen.field;
  const choices: readonly Choice[] | null =
    chosen.choices ??
    (type === 'enum'
      ? valueChoices(values)
      : type === 'boolean'
        ? [
            { value: 'true', label: t.yes },
            { value: 'false', label: t.no },
          ]
        : null);
  // A chip reads as the menus do: the area's own words, else an enum value in words ('Refunded').
  const wordsOf = (name: string) => (value: string) => {
    const field = fields.find((one) => one.name === name);
    const own = field?.choices?.find((choice) => choice.value === value)?.label;
    return own ?? (field?.field.type === 'enum' ? machineWords(value) : value);
  };
  return (
    <div ref={bar} className={styles.filterBar}>
      <Button icon={FilterIcon} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t.filter}
      </Button>
      {filters.length > 0 && (
        <ul ref={chips} className={styles.chips} aria-label={t.activeFilters}>
          {filters.map((filter, index) => {
            const text = describeFilter(labelOf(filter.field), filter, wordsOf(filter.field), words);
            return (
              <li key={`${filter.field}-${index}`} className={styles.chip}>
                <span className={styles.chipText}>{text}</span>
                <Button
                  variant="ghost"
                  icon={X}
                  iconOnly
                  label={t.removeFilter({ filter: text })}
                  onClick={() => {
                    removed.current = index;
                    onRemove(index);
                  }}
                />
              </li>
            );
          })}
        </ul>
      )}
      <Dialog
        open={open}
        title={t.addAFilter}
        size="sm"
        onClose={close}
        onSubmit={submit}
        footer={
          <>
            <Button type="button" onClick={close}>
              {t.cancel}
            </Button>
            <Button type="submit" variant="primary" icon={Plus}>
              {t.addFilter}
            </Button>
          </>
        }
      >
        <div className={styles.filterFields}>
          <span className={controls.field}>
            <label htmlFor={ids.field} className={controls.label}>
              {t.filterBy}
            </label>
            <select
              id={ids.field}
              data-autofocus=""
              className={controls.select}
              value={chosen.name}
              onChange={(event) => setName(event.target.value)}
            >
              {fields.map((field) => (
                <option key={field.name} value={field.name}>
                  {field.label}
                </option>
              ))}
            </select>
          </span>
          <span className={controls.field}>
            <label htmlFor={ids.operator} className={controls.label}>
              {t.condition}
            </label>
            <select
              id={ids.operator}
              className={controls.select}
              value={activeOperator}
              onChange={(event) => setOperator(event.target.value as Operator)}
            >
              {operators.map((op) => (
                <option key={op} value={op}>
                  {operatorWords(op, words)}
                </option>
              ))}
            </select>
          </span>
          {!isNullCheck(activeOperator) && type === 'date' && !activeOperator.includes('IN') && (
            <span className={controls.field}>
              <DateField label={t.value} value={text} onChange={setText} />
            </span>
          )}
          {!isNullCheck(activeOperator) && !(type === 'date' && !activeOperator.includes('IN')) && (
            <span className={controls.field}>
              <label htmlFor={ids.value} className={controls.label}>
                {t.value}
              </label>
              {choices && !activeOperator.includes('IN') ? (
                <select
                  id={ids.value}
                  className={controls.select}
                  value={text}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? ids.error : undefined}
                  onChange={(event) => setText(event.target.value)}
                >
                  <option value="">{t.choose}</option>
                  {choices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={ids.value}
                  className={controls.input}
                  type="text"
                  inputMode={type === 'number' ? 'decimal' : undefined}
                  value={text}
                  placeholder={activeOperator.includes('IN') ? 'a, b, c' : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? ids.error : undefined}
                  onChange={(event) => setText(event.target.value)}
                />
              )}
            </span>
          )}
          {error && (
            <p id={ids.error} className={controls.error} role="alert">
              {error}
            </p>
          )}
        </div>
      </Dialog>
    </div>
  );
}
