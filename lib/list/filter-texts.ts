import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf, englishOf } from '../i18n/catalog.ts';
import type { Operator } from '../protocol/list.ts';

// A filter builder's words (docs/behaviour.md#validation's operators; the chips and refusals of
// lib/list/filter-input.ts), loaded with the lists that show one.
export const en = {
  is: 'is',
  isNot: 'is not',
  greaterThan: 'is greater than',
  lessThan: 'is less than',
  atLeast: 'is at least',
  atMost: 'is at most',
  contains: 'contains',
  notContains: 'does not contain',
  oneOf: 'is one of',
  noneOf: 'is none of',
  isEmpty: 'is empty',
  notEmpty: 'is not empty',
  enterValue: 'Enter a value',
  enterNumber: 'Enter a number',
  chooseYesNo: 'Choose yes or no',
  enterDate: 'Enter a date',
  chooseOneOf: params('Choose one of {values}'),
  enterValues: 'Enter one or more values, separated by commas',
  chip: params('{field} {operator} {value}'),
  nullChip: params('{field} {operator}'),
};

/** Each operator's words, by the key of its text above. */
export const OPERATOR_WORDS: Record<Operator, keyof typeof en> = {
  '=': 'is',
  '!=': 'isNot',
  '>': 'greaterThan',
  '<': 'lessThan',
  '>=': 'atLeast',
  '<=': 'atMost',
  LIKE: 'contains',
  'NOT LIKE': 'notContains',
  IN: 'oneOf',
  'NOT IN': 'noneOf',
  'IS NULL': 'isEmpty',
  'IS NOT NULL': 'notEmpty',
};

export const filterTexts = defineTexts('filter-input', en, { es: () => import('./filter-texts.es.ts') });

export type FilterTexts = TextsOf<typeof filterTexts>;

/** The English texts, which lib code falls back to when a caller passes none. */
export const filterEnglish = englishOf(filterTexts);

/** An operator as a filter says it ('is one of'). */
export const operatorWords = (operator: Operator, t: FilterTexts): string =>
  t[OPERATOR_WORDS[operator]] as string;
