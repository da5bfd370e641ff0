import { count, params } from '@nanostores/i18n';
import { defineTexts } from '../../../lib/i18n/catalog.ts';

// The CSV bulk upload view (docs/behaviour.md#areas quotes the English): a catalog apart from the resource
// panel's (../texts.ts, which the bulk bar reads and the element loads at start), loading with the view.
// The import's own sentences (a refused file or line) are lib/csv/csv-texts.ts.
export const en = {
  uploadTask: params('Upload {many}'),
  readingFile: 'Reading the file',
  sendingRows: count({ one: 'Sending {count} row', other: 'Sending {count} rows' }),
  rowOf: params('Row {done} of {total}'),
  summary: params('{created} created, {updated} updated, {refused} refused'),
  partlySaved: params(
    '{message}. Rows sent before the failure are saved; upload the same file again to finish (it creates no duplicates).',
  ),
  title: params('Bulk upload {many}'),
  backToList: 'Back to the list',
  intro: params('Upload a CSV file with a header line. Columns: {columns}.'),
  uniqueNote: params(
    ' A row whose {field} matches an existing {one} updates it, so uploading a file again creates no duplicates.',
  ),
  downloadTemplate: 'Download template',
  uploading: 'Uploading...',
  chooseCsv: 'Choose CSV file',
  leftOut: params(' Columns left out: {columns}.'),
  downloadRefused: 'Download the refused rows',
  fixAndUpload: 'Fix them in the file and upload it again.',
  refusedRows: 'Refused rows',
  line: 'Line',
  reason: 'Reason',
  firstShown: params('The first {shown} of {total} are shown; the download has them all.'),
};

export const bulkUploadTexts = defineTexts('bulk-upload', en, { es: () => import('./upload-texts.es.ts') });
