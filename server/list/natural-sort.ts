/**
 * The sort key of a name or title as people read it (docs/behaviour.md#lists): case aside, and every run
 * of digits compared by its value, so 'Person2' comes before 'Person10'. Migration 165's
 * `natural_sort_key`, plain regexp_replace, the same on PostgreSQL and PGlite, which has no ICU collations:
 * each run of digits is left-padded with zeros to 15 places (longer runs keep their length and sort after),
 * then the text compares as usual (a value with no digit skips both replacements: migration 166). The areas'
 * sort indexes hold the same expression, so a page is read off one of them.
 */
export const naturalSortKey = (column: string): string => `natural_sort_key(${column})`;
