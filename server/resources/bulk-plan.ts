import type { BulkResult } from '../../lib/resources/bulk.ts';
import type { Resource } from '../../lib/resources/define.ts';
import type { Values } from './sql.ts';

/** A row that passed the create schema: its position in the batch, its values, the keys it was sent with. */
export interface CheckedRow {
  index: number;
  values: Values;
  sent: ReadonlySet<string>;
  /** Its unique value as the database folds it (lower()); undefined when it has none. */
  key?: string;
}

/** One record written by the batch's statement, and the rows that it stands for. */
export interface PlannedWrite {
  /** The record the rows update; undefined: a new record. */
  existingId?: number;
  values: Values;
  /** The columns an update writes (the others keep their value); an insert writes every column. */
  columns: Set<string>;
  rows: { index: number; status: 'created' | 'updated' }[];
}

export interface BulkPlan {
  writes: PlannedWrite[];
  refused: BulkResult[];
}

/**
 * What a batch writes, as if its rows were saved one after the other: a row whose unique value matches a
 * record (stored, or made by an earlier row of the batch) updates it with only the columns it carries,
 * after the record checks on the record as it would then be; rows of one record become one write, since
 * one statement may touch a row only once.
 */
export function planBulk(
  resource: Resource,
  rows: readonly CheckedRow[],
  existing: ReadonlyMap<string, Values>,
): BulkPlan {
  const writes: PlannedWrite[] = [];
  const refused: BulkResult[] = [];
  const byKey = new Map<string, { write?: PlannedWrite; state?: Values }>();
  for (const row of rows) {
    const group = row.key === undefined ? {} : (byKey.get(row.key) ?? { state: existing.get(row.key) });
    if (row.key !== undefined) byKey.set(row.key, group);
    const sent = group.state
      ? Object.fromEntries(Object.entries(row.values).filter(([name]) => row.sent.has(name)))
      : row.values;
    const merged = { ...group.state, ...sent };
    const failed = resource.checks.find((check) => !check.valid(merged));
    if (failed) {
      refused.push({ index: row.index, status: 'refused', reason: `${failed.field}: ${failed.message}` });
      continue;
    }
    if (group.write) {
      Object.assign(group.write.values, sent);
      for (const name of Object.keys(sent)) group.write.columns.add(name);
      group.write.rows.push({ index: row.index, status: 'updated' });
    } else {
      const existingId = group.state?.[resource.idKey] as number | undefined;
      group.write = {
        existingId,
        values: { ...sent },
        columns: new Set(Object.keys(sent)),
        rows: [{ index: row.index, status: existingId === undefined ? 'created' : 'updated' }],
      };
      writes.push(group.write);
    }
    group.state = merged;
  }
  return { writes, refused };
}
