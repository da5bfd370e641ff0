import type { Resource } from '../../lib/resources/define.ts';
import { rowId } from '../../lib/resources/record-types.ts';
import type { Db } from '../db/db.ts';
import type { Session } from '../http/handlers.ts';
import { issuesText } from '../http/issues.ts';
import { insertRecord, selectSql, updateRecord, type Values } from '../resources/sql.ts';

export type Outcome = 'created' | 'updated' | 'unchanged';

/** A feed row made ready to write: its feed id, the full record for a create, the fed fields for an update. */
export interface ReadyRow {
  externalId: string;
  create: Values;
  fed: Values;
}

/**
 * A feed row checked exactly as the console's create form is: the area's schema, then its rules across
 * fields. Only the fields the feed sends are compared and updated later, so a description written in the
 * console survives the next sync.
 */
export function prepareRow(
  resource: Resource,
  externalId: unknown,
  input: Values,
): { row: ReadyRow } | { error: string } {
  if (typeof externalId !== 'string' || externalId.trim() === '') return { error: 'id: Required' };
  const parsed = resource.create.safeParse({ ...input, external_id: externalId });
  if (!parsed.success) return { error: issuesText(parsed.error.issues) };
  const create = parsed.data as Values;
  const broken = resource.checks.find((check) => !check.valid(create));
  if (broken) return { error: `${broken.field}: ${broken.message}` };
  const fed = Object.fromEntries(Object.keys(input).map((key) => [key, create[key]]));
  return { row: { externalId, create, fed } };
}

/**
 * Writes one batch of rows of an area by external_id: a new id is created, a known one is updated where a
 * fed field differs, and left alone otherwise. Runs inside the caller's transaction.
 */
export async function upsertBatch(
  tx: Db,
  resource: Resource,
  session: Session,
  rows: readonly ReadyRow[],
): Promise<Outcome[]> {
  const known = new Map(
    (
      await tx.query<Values>(
        `SELECT ${selectSql(resource)} FROM ${resource.table} WHERE account_id = $1 AND external_id = ANY($2::text[])`,
        [session.accountId, rows.map((row) => row.externalId)],
      )
    ).map((record) => [record.external_id as string, record]),
  );
  const outcomes: Outcome[] = [];
  for (const row of rows) {
    const existing = known.get(row.externalId);
    if (!existing) {
      const id = rowId(resource, await insertRecord(tx, resource, session, row.create));
      // A feed that lists one id twice updates the record it just created.
      known.set(row.externalId, { ...row.create, [resource.idKey]: id });
      outcomes.push('created');
      continue;
    }
    const changed = Object.fromEntries(
      Object.entries(row.fed).filter(([name, value]) => (existing[name] ?? null) !== (value ?? null)),
    );
    if (Object.keys(changed).length === 0) {
      outcomes.push('unchanged');
      continue;
    }
    await updateRecord(tx, resource, existing[resource.idKey] as number, changed);
    known.set(row.externalId, { ...existing, ...changed });
    outcomes.push('updated');
  }
  return outcomes;
}
