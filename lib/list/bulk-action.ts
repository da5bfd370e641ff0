import { z } from '../protocol/z.ts';
import { id } from '../protocol/fields.ts';
import { plainText } from '../protocol/plain-text.ts';
import type { Field } from '../resources/field.ts';
import { exportQuerySchema } from '../resources/schemas.ts';

/**
 * Records one bulk_action call acts on: the ids sent, or the next batch of the query's matches. The
 * browser calls again with the cursor it got back, so a selection of 12,000 needs no id list and the
 * status bar can count the batches (docs/behaviour.md#lists).
 */
export const BULK_ACTION_BATCH = 200;

/**
 * An area's own bulk action, besides delete and set (docs/architecture.md#bulk-actions): fields it sets
 * (publish: status published), a ref field it asks a value for (move images to a bucket), or one of the
 * area's own by-id commands it runs on each record (cancel a broadcast, revoke a key).
 */
export type BulkActionSpec = { label: string; done: string } & (
  | { set: Record<string, unknown>; field?: never; command?: never }
  | { field: string; set?: never; command?: never }
  | { command: string; set?: never; field?: never }
);

export const BULK_ACTIONS = ['delete', 'set'] as const;

const value = z.union([z.null(), plainText().check(z.maxLength(2500)), z.number(), z.boolean()]);

/** A value a set replaced: what the field held, as stored (no plain-text check: it was not typed here). */
const previousValue = z.union([z.null(), z.string(), z.number(), z.boolean()]);

export const bulkActionRequestSchema = z.object({
  /** 'delete', 'set', or the name of one of the area's own bulk actions. */
  action: z.string().check(z.minLength(1), z.maxLength(64)),
  /** set: the field and its new value; an own action with a `field`: the value. */
  field: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  value: z.optional(value),
  ids: z.optional(z.array(id).check(z.minLength(1), z.maxLength(BULK_ACTION_BATCH))),
  /** The list's filters and search: every matching record of the caller's scope, a batch per call. */
  query: z.optional(exportQuerySchema),
  /** The cursor of a query: the `next` of the previous call. */
  after: z.optional(z.int().check(z.gte(0))),
});
export type BulkActionRequest = z.input<typeof bulkActionRequestSchema>;

export const bulkActionResponseSchema = z.object({
  done: z.int(),
  /** Each record the action was refused for, with the reason in the user's words. */
  refused: z.array(z.object({ id: z.int(), reason: z.string() })),
  /** A query's cursor for the next call; null when no record is left. */
  next: z.nullable(z.int()),
  /** The records the action was done for, so the console can undo exactly those. */
  ids: z.optional(z.array(z.int())),
  /** A set: each changed record's value before it, so an undo puts each back as it was. */
  previous: z.optional(z.array(z.object({ id: z.int(), value: previousValue }))),
});
export type BulkActionResponse = z.infer<typeof bulkActionResponseSchema>;

/**
 * The fields a bulk "set" may change: the area's enums, booleans and levels a user may write in an update
 * (status, active, published, tier, column, a user's access...). Derived, so no area writes a list of its own.
 */
export const bulkSetFields = (fields: Record<string, Field>): string[] =>
  Object.entries(fields)
    .filter(
      ([, field]) =>
        (field.kind === 'enum' || field.kind === 'bool' || field.kind === 'level') &&
        !field.readOnly &&
        !field.createOnly &&
        field.listType !== undefined,
    )
    .map(([name]) => name);
