import type { ListColumn } from '../resources/spec.ts';

// Free text that runs long: a name, an email, a web address, a message. Everything else (a city, a state,
// a status badge, a flag, a date, a number) is short and is what a person scans the list for.
const LONG_TEXT: readonly ListColumn['kind'][] = ['text', 'email', 'url', 'textarea', 'tags', 'rich'];

/**
 * Which columns give way when a table is wider than its room (docs/behaviour.md#lists, "Key columns"):
 * long free text is narrower by default (its cell ends in an ellipsis and shows the whole value on hover),
 * so the short key columns (a contact's city, a rodeo's status, a vendor's Active) are not pushed under the
 * pinned actions at 1280 px. A width the user gives the column still wins.
 */
export const givesWay = (column: Pick<ListColumn, 'kind'>): boolean => LONG_TEXT.includes(column.kind);
