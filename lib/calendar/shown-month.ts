import { map } from 'nanostores';
import type { DayKey } from './month.ts';

/**
 * The month each calendar area last showed, so that coming back from a create or an edit form returns to
 * that month rather than to today's. Lives as long as the page.
 */
export const $shownMonths = map<Record<string, DayKey>>({});
