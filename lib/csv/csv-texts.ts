import { params } from '@nanostores/i18n';
import { defineTexts, type TextsOf, englishOf } from '../i18n/catalog.ts';

// A CSV import's sentences (docs/behaviour.md#areas quotes the English): a file refused before it is read
// or after, a line the form's schema or the server refused (lib/resource-views/bulk-upload.ts), a file the
// worker could not read (parse-in-worker.ts). The bulk upload view passes the texts of its language. What
// papaparse says of a line (parse-csv.ts) is the parser's own English, as the server's detail is.
export const en = {
  notCsv: params('"{name}" is not a CSV file. Save the sheet as CSV (comma-separated) and choose that file.'),
  emptyFile: params('"{name}" is empty.'),
  tooLarge: params(
    '"{name}" is {size}; the limit is {limit}. Split it into smaller files and upload them one after another.',
  ),
  notValid: params('The file is not valid CSV, so nothing was uploaded. {errors}'),
  lineError: params('Line {line}: {message}'),
  noColumn: params('The file has no {columns} column; download the template to see the columns.'),
  invalidRow: 'Invalid row',
  refused: 'Refused',
  unreadable: params('The file could not be read: {reason}'),
  unknownError: 'unknown error',
  workerFailed: 'worker failed',
};

export const csvTexts = defineTexts('csv-import', en, { es: () => import('./csv-texts.es.ts') });

export type CsvTexts = TextsOf<typeof csvTexts>;

/** The English texts, which lib code falls back to when a caller passes none. */
export const csvEnglish = englishOf(csvTexts);
