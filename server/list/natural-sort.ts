/**
 * The sort key of a name or title as people read it (docs/behaviour.md#lists): case aside, and every run
 * of digits compared by its value, so 'Person2' comes before 'Person10'. Plain regexp_replace, the same on
 * PostgreSQL and PGlite, which has no ICU collations: each run of digits is left-padded with zeros to
 * NATURAL_DIGITS places (longer runs keep their length and sort after), then the text compares as usual.
 */
export const NATURAL_DIGITS = 15;

export const naturalSortKey = (column: string): string =>
  `regexp_replace(regexp_replace(lower(${column}), '[0-9]+', '${'0'.repeat(NATURAL_DIGITS)}\\&', 'g'), ` +
  `'0*([0-9]{${NATURAL_DIGITS}})', '\\1', 'g')`;
