import Papa from 'papaparse';

export interface ParsedCsv {
  /** Header names as written in the file's first line. */
  headers: string[];
  /** One object per data line, keyed by header; every cell is text. */
  rows: Record<string, string>[];
  /** Problems that make the file unreadable (bad quoting, ragged lines), each with its line number. */
  errors: CsvProblem[];
}

/** What papaparse says of the file, and the line it says it of (the header is line 1), if any. */
export interface CsvProblem {
  line: number | null;
  message: string;
}

/**
 * RFC 4180 text with a header line into rows (papaparse). Blank lines are skipped; a problem's line number
 * counts the header as line 1, as a spreadsheet shows it. Words for people are the caller's
 * (lib/resource-views/bulk-upload.ts): this also runs in a worker, which knows no language.
 */
export function parseCsvText(text: string): ParsedCsv {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const errors = result.errors.map((error) => ({
    line: error.row === undefined ? null : error.row + 2,
    message: error.message,
  }));
  return { headers: result.meta.fields ?? [], rows: result.data, errors };
}
