import { z } from '../protocol/z.ts';

/**
 * Rows per bulk_create call. The server writes a batch in one statement, so a few large batches beat many
 * small ones; the browser also keeps each batch under BULK_MAX_BYTES, below the server's body limit.
 */
export const BULK_MAX_ROWS = 2000;
/** The JSON a batch may weigh as the browser sends it (the server's default body limit is 1 MiB). */
export const BULK_MAX_BYTES = 768 * 1024;

export const BULK_STATUSES = ['created', 'updated', 'refused'] as const;

/** Each row is checked on its own on the server, so one bad row refuses itself and not its batch. */
export const bulkRequestSchema = z.object({
  rows: z.array(z.record(z.string(), z.unknown())).check(z.minLength(1), z.maxLength(BULK_MAX_ROWS)),
});

/** One result per row sent, in the same order: `index` is the row's position in the batch. */
export const bulkResultSchema = z.object({
  index: z.int(),
  status: z.enum(BULK_STATUSES),
  id: z.optional(z.int()),
  reason: z.optional(z.string()),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const bulkResponseSchema = z.object({
  results: z.array(bulkResultSchema),
  created: z.int(),
  updated: z.int(),
  refused: z.int(),
});
export type BulkResponse = z.infer<typeof bulkResponseSchema>;
