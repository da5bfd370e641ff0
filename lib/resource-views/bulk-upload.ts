import { csvRow } from '../csv/csv-row.ts';
import { csvEnglish, type CsvTexts } from '../csv/csv-texts.ts';
import { numberFormat } from '../i18n/formats.ts';
import { intlLocale, type Locale } from '../i18n/locales.ts';
import type { ParsedCsv } from '../csv/parse-csv.ts';
import { BULK_MAX_BYTES, BULK_MAX_ROWS, type BulkResponse } from '../resources/bulk.ts';
import type { Resource } from '../resources/define.ts';
import { issuesByField } from './form-values.ts';

/** A CSV larger than this is refused before it is read (docs/behaviour.md#areas: a 50 MB file gets a clear message). */
export const MAX_CSV_BYTES = 20 * 1024 * 1024;

export interface CsvLine {
  /** The line in the file (the header is line 1), as a spreadsheet numbers it. */
  line: number;
  cells: Record<string, string>;
}

export interface RefusedLine extends CsvLine {
  reason: string;
}

export interface PreparedUpload {
  good: (CsvLine & { body: Record<string, unknown> })[];
  refused: RefusedLine[];
  /** Columns the area does not take (an export's id and dates, a typo): left out, and said so. */
  ignoredHeaders: string[];
}

export interface UploadOutcome {
  created: number;
  updated: number;
  refused: RefusedLine[];
}

// Mebibytes with one decimal, as the limit has always been written ('20.0 MB'); another locale writes
// its own separator (English by hand, as lib/format/number.ts explains).
const ONE_DECIMAL: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
const mb = (bytes: number, locale: Locale): string => {
  const value = bytes / 1024 / 1024;
  return `${intlLocale(locale) === 'en' ? value.toFixed(1) : numberFormat(locale, ONE_DECIMAL).format(value)} MB`;
};

/**
 * Before reading anything: a file that is not CSV text or is too large is refused with a clear message, in
 * the words of `t`.
 */
export function checkCsvFile(
  file: { name: string; size: number; type: string },
  t: CsvTexts = csvEnglish(),
  locale: Locale = 'en',
): string | null {
  const { name } = file;
  if (!/\.csv$/i.test(name) && !/csv|text\/plain/.test(file.type)) return t.notCsv({ name });
  if (file.size === 0) return t.emptyFile({ name });
  if (file.size > MAX_CSV_BYTES) {
    return t.tooLarge({ name, size: mb(file.size, locale), limit: mb(MAX_CSV_BYTES, locale) });
  }
  return null;
}

/** The header line every upload of the area takes, for a template to fill in. */
export const templateCsv = (resource: Resource): string => csvRow(resource.csvColumns.map((c) => c.header));

/**
 * Checks every line with the same schema as the create form, before anything is sent: unreadable files
 * stop here whole; single bad lines are set aside with their reason, and the good ones go on. What is said
 * is in the words of `t`.
 */
export function prepareUpload(
  resource: Resource,
  parsed: ParsedCsv,
  t: CsvTexts = csvEnglish(),
): PreparedUpload | { error: string } {
  if (parsed.errors.length > 0) {
    const errors = parsed.errors
      .slice(0, 3)
      .map(({ line, message }) => (line === null ? message : t.lineError({ line, message })))
      .join('; ');
    return { error: t.notValid({ errors }) };
  }
  const taken = new Set(resource.csvColumns.map((column) => column.header));
  const required = Object.entries(resource.fields)
    .filter(([name, field]) => field.required && taken.has(name))
    .map(([name]) => name);
  const missing = required.filter((name) => !parsed.headers.includes(name));
  if (missing.length > 0) {
    return { error: t.noColumn({ columns: missing.join(', ') }) };
  }
  const prepared: PreparedUpload = {
    good: [],
    refused: [],
    ignoredHeaders: parsed.headers.filter((header) => !taken.has(header)),
  };
  parsed.rows.forEach((cells, index) => {
    const line = index + 2;
    // A blank cell of a field with a default leaves it out, as a blank form input does (its default, or on
    // an update the stored value), rather than refusing '' as no choice of an enum.
    const body = Object.fromEntries(
      resource.csvColumns
        .map((column) => [column.field, cells[column.header]?.trim()] as const)
        .filter(([field, cell]) => cell !== undefined && (cell !== '' || !hasDefault(resource, field))),
    );
    const checked = resource.create.safeParse(body);
    if (checked.success) prepared.good.push({ line, cells, body });
    else {
      const reasons = Object.entries(issuesByField(checked.error.issues)).map(
        ([field, message]) => `${field}: ${message}`,
      );
      prepared.refused.push({ line, cells, reason: reasons.join('; ') || t.invalidRow });
    }
  });
  return prepared;
}

const hasDefault = (resource: Resource, field: string): boolean => {
  const fallback = resource.fields[field]?.default;
  return fallback !== undefined && fallback !== null;
};

const utf8 = new TextEncoder();

/**
 * The lines in order, cut into batches of at most `maxRows` rows whose JSON stays under `maxBytes`
 * (the server refuses larger bodies whole); a line too large alone still goes, in a batch of its own.
 */
export function batchLines<T extends { body: Record<string, unknown> }>(
  lines: readonly T[],
  maxRows = BULK_MAX_ROWS,
  maxBytes = BULK_MAX_BYTES,
): T[][] {
  const batches: T[][] = [];
  let batch: T[] = [];
  let bytes = 0;
  for (const line of lines) {
    const size = utf8.encode(JSON.stringify(line.body)).length + 1;
    if (batch.length > 0 && (batch.length >= maxRows || bytes + size > maxBytes)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(line);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/**
 * Sends the good lines in large batches (the server writes each in one statement), reporting progress
 * after each; the server's own refusals (a unique value taken meanwhile, say) come back with their file line.
 */
export async function uploadInBatches(
  lines: PreparedUpload['good'],
  send: (rows: Record<string, unknown>[]) => Promise<BulkResponse>,
  onProgress: (done: number, total: number) => void,
  t: CsvTexts = csvEnglish(),
): Promise<UploadOutcome> {
  const outcome: UploadOutcome = { created: 0, updated: 0, refused: [] };
  let done = 0;
  for (const batch of batchLines(lines)) {
    const response = await send(batch.map((line) => line.body));
    outcome.created += response.created;
    outcome.updated += response.updated;
    for (const result of response.results) {
      const line = batch[result.index];
      if (result.status === 'refused' && line)
        outcome.refused.push({ ...line, reason: result.reason ?? t.refused });
    }
    done += batch.length;
    onProgress(done, lines.length);
  }
  return outcome;
}

/** The refused lines as a CSV to fix and upload again: the file's columns, then the line and the reason. */
export function refusedCsv(headers: readonly string[], refused: readonly RefusedLine[]): string {
  const columns = headers.filter((header) => header !== 'line' && header !== 'error');
  return (
    csvRow([...columns, 'line', 'error']) +
    refused
      .map((row) => csvRow([...columns.map((column) => row.cells[column] ?? ''), row.line, row.reason]))
      .join('')
  );
}
