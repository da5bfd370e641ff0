// A spreadsheet runs a cell starting with one of these as a formula (CSV injection): such a cell gets a
// leading apostrophe, which spreadsheets show as text and do not evaluate.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/**
 * One cell as text: null and undefined are empty, a list is joined with '; ' (how tags are uploaded), an
 * object (a captured form's fields) is its JSON.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value)
    ? value.join('; ')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line (RFC 4180: comma-separated, CRLF-terminated). */
export const csvRow = (values: readonly unknown[]): string => `${values.map(csvCell).join(',')}\r\n`;
