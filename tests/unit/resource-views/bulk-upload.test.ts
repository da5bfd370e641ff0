import { describe, expect, it } from 'vitest';
import { BULK_MAX_ROWS, type BulkResponse } from '../../../lib/resources/bulk.ts';
import { batchLines, uploadInBatches } from '../../../lib/resource-views/bulk-upload.ts';

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
