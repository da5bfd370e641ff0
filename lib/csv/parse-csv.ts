import Papa from 'papaparse';

export interface ParsedCsv {
  /** Header names as written in the file's first line. */
  headers: string[];
  /** One object per data line, keyed by header; every cell is text. */
  rows: Record<string, string>[];
  /** Problems that make the file unreadable (bad quoting, ragged lines), each with its line number. */
  errors: string[];
}

/**
 * RFC 4180 text with a header line into rows (papaparse). Blank lines are skipped; a line number in a
 * message counts the header as line 1, as a spreadsheet shows it.
 */
export function parseCsvText(text: string): ParsedCsv {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const errors = result.errors.map((error) =>
    error.row === undefined ? error.message : `Line ${error.row + 2}: ${error.message}`,
  );
  return { headers: result.meta.fields ?? [], rows: result.data, errors };
}
