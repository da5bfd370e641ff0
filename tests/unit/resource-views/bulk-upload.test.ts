import { describe, expect, it, vi } from 'vitest';
import { csvTexts } from '../../../lib/csv/csv-texts.ts';
import spanish from '../../../lib/csv/csv-texts.es.ts';
import { parseCsvText } from '../../../lib/csv/parse-csv.ts';
import { BULK_MAX_ROWS, type BulkResponse } from '../../../lib/resources/bulk.ts';
import { contact } from '../../../lib/resources/contact.ts';
import {
  batchLines,
  checkCsvFile,
  prepareUpload,
  uploadInBatches,
} from '../../../lib/resource-views/bulk-upload.ts';

const line = (n: number, notes = '') => ({
  line: n + 2,
  cells: {},
  body: { first_name: `F${n}`, last_name: 'L', ...(notes ? { notes } : {}) },
});

describe('bulk upload batches', () => {
  it('cuts by rows and by bytes, in order, and sends an oversized line alone', () => {
    const lines = Array.from({ length: BULK_MAX_ROWS * 2 + 5 }, (_, n) => line(n));
    expect(batchLines(lines).map((batch) => batch.length)).toEqual([BULK_MAX_ROWS, BULK_MAX_ROWS, 5]);
    const wide = Array.from({ length: 10 }, (_, n) => line(n, 'x'.repeat(300)));
    const size = JSON.stringify(wide[0]!.body).length + 1;
    const batches = batchLines(wide, 100, size * 3 + 1);
    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 3, 1]);
    expect(batches.flat()).toEqual(wide);
    // Bytes, not characters: 400 two-byte characters are over a 600-byte budget.
    expect(batchLines([line(0, 'é'.repeat(400)), line(1)], 100, 600).map((b) => b.length)).toEqual([1, 1]);
  });

  it('names each refusal of the server by its file line, across batches', async () => {
    const lines = Array.from({ length: BULK_MAX_ROWS + 3 }, (_, n) => line(n));
    const progress: number[] = [];
    const outcome = await uploadInBatches(
      lines,
      async (rows): Promise<BulkResponse> => {
        // The last row of each batch is refused.
        const results = rows.map((_, index) =>
          index === rows.length - 1
            ? { index, status: 'refused' as const, reason: 'email: taken' }
            : { index, status: 'created' as const, id: index + 1 },
        );
        return { results, created: rows.length - 1, updated: 0, refused: 1 };
      },
      (done) => progress.push(done),
    );
    expect(outcome.created).toBe(BULK_MAX_ROWS + 1);
    expect(outcome.refused.map((refused) => [refused.line, refused.reason])).toEqual([
      [BULK_MAX_ROWS + 1, 'email: taken'],
      [BULK_MAX_ROWS + 4, 'email: taken'],
    ]);
    expect(progress).toEqual([BULK_MAX_ROWS, BULK_MAX_ROWS + 3]);
  });
});

describe('CSV import sentences (docs/behaviour.md#areas)', () => {
  const bad = 'first_name,last_name\n"Open,quote\n';

  it('says them in English word for word by default', () => {
    expect(checkCsvFile({ name: 'fans.xlsx', size: 9, type: 'application/vnd.ms-excel' })).toBe(
      '"fans.xlsx" is not a CSV file. Save the sheet as CSV (comma-separated) and choose that file.',
    );
    expect(checkCsvFile({ name: 'big.csv', size: 50 * 1024 * 1024, type: 'text/csv' })).toBe(
      '"big.csv" is 50.0 MB; the limit is 20.0 MB. Split it into smaller files and upload them one after another.',
    );
    const prepared = prepareUpload(contact, parseCsvText(bad));
    expect('error' in prepared && prepared.error).toMatch(
      /^The file is not valid CSV, so nothing was uploaded\. Line 3: Quoted field unterminated; /,
    );
  });

  it('says them in the view’s language, numbers written as it writes them', async () => {
    const es = csvTexts('es');
    es.listen(() => {});
    await vi.waitFor(() => expect(es.get().invalidRow).toBe(spanish.invalidRow));
    const t = es.get();
    expect(checkCsvFile({ name: 'big.csv', size: 50 * 1024 * 1024, type: 'text/csv' }, t, 'es')).toBe(
      '«big.csv» ocupa 50,0 MB; el límite es 20,0 MB. Divídelo en archivos más pequeños y súbelos uno tras otro.',
    );
    const prepared = prepareUpload(contact, parseCsvText(bad), t);
    expect('error' in prepared && prepared.error).toMatch(
      /^El archivo no es un CSV válido, así que no se subió nada\. Línea 3: Quoted field unterminated; /,
    );
  });
});
