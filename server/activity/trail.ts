import type { Resource } from '../../lib/resources/define.ts';
import { META_COLUMNS } from '../../lib/resources/define.ts';
import type { Ctx } from '../http/handlers.ts';
import type { Values } from '../resources/sql.ts';
import type { Changes } from './entry.ts';

/** A record a command wrote, as the generic layer saw it before and after. */
export interface RecordNote {
  area: string;
  recordId: number;
  /** The record's account, for writes whose caller has none (a public form's submission). */
  accountId: number | undefined;
  changes: Changes;
  /** The record as saved; undefined after a delete. */
  after: Values | undefined;
}

/** The records one command wrote, collected while it runs (server/activity/command.ts writes them). */
export type Trail = RecordNote[];

// Kept by the database, not by the caller: a changed updated_at says nothing about what changed.
const IGNORED = new Set<string>(META_COLUMNS);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ between two versions of a record; a create or delete lists every field set. */
export function changedFields(before: Values | undefined, after: Values | undefined): Changes {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Changes = {};
  for (const name of names) {
    if (IGNORED.has(name)) continue;
    const from = before?.[name] ?? null;
    const to = after?.[name] ?? null;
    if (!same(from, to)) changes[name] = [from, to];
  }
  return changes;
}

/** Called by the generic save and delete (server/resources): notes the record for the command's entry. */
export function noteRecord(
  ctx: Ctx,
  resource: Resource,
  before: Values | undefined,
  after: Values | undefined,
): void {
  const record = after ?? before;
  if (!ctx.trail || !record) return;
  ctx.trail.push({
    area: resource.name,
    recordId: record[resource.idKey] as number,
    accountId: record.account_id as number | undefined,
    changes: changedFields(before, after),
    after,
  });
}
