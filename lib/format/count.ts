import { formatInteger } from './number.ts';

/**
 * A count with its noun as a person writes it: '1 row', '3 rows', never 'row(s)'
 * (docs/behaviour.md#messages). `many` when the plural is not the noun and an s ('1 person', '2 people').
 */
export const countText = (count: number, one: string, many = `${one}s`): string =>
  `${formatInteger(count)} ${count === 1 ? one : many}`;
