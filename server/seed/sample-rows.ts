import type { Field } from '../../lib/resources/field.ts';
import { rowId } from '../../lib/resources/record-types.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { RESOURCES } from '../../lib/resources/registry.ts';
import type { Db } from '../db/db.ts';
import { sanitizeValues } from '../resources/save.ts';
import { insertRecord } from '../resources/sql.ts';
import { seedOrder } from './resources.ts';

type Row = Record<string, unknown>;

const SAMPLES = 2;

/** A value of the field's kind that its input schema takes, the n-th of its samples; undefined: left out. */
function sampleValue(
  name: string,
  field: Field,
  n: number,
  refId: (area: string) => number | undefined,
): unknown {
  const words = `${field.label} ${n}`.slice(0, field.maxlength ?? Infinity);
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return words;
    case 'rich':
      return `<p>${words}</p>`;
    case 'email':
      return `${name.replaceAll('_', '.')}${n}@example.test`;
    case 'url':
      return `https://example.test/${n}`;
    case 'phone':
      return `555555010${n}`;
    case 'int':
    case 'level':
      return n;
    case 'enum':
      return field.values![0];
    case 'date':
      return `2026-01-0${n}`;
    case 'datetime':
      return `2026-01-0${n}T12:00:00Z`;
    case 'ref':
      return refId(field.ref!);
    default:
      // Flags, tags and JSON have defaults; a password is never a sample's.
      return undefined;
  }
}

/** Rows of an area made from its fields: its required fields and its texts filled, a ref to a record there. */
export function sampleRows(resource: Resource, refId: (area: string) => number | undefined): Row[] {
  const fields = Object.entries(resource.fields).filter(
    ([, field]) => !field.readOnly && (field.required || field.kind === 'text' || field.kind === 'textarea'),
  );
  return Array.from({ length: SAMPLES }, (_, index) =>
    Object.fromEntries(
      fields.flatMap(([name, field]) => {
        const value = sampleValue(name, field, index + 1, refId);
        return value === undefined ? [] : [[name, value]];
      }),
    ),
  );
}

/**
 * Demo rows for each area the other seeders left empty in a demo account (docs/architecture.md, adding an
 * area: demo rows are optional): a new area shows rows in the demo, and every test that reads each area's
 * demo records finds some. Areas whose records only the server makes (no create command) or that hold
 * uploaded files are left as they are; a sample its create schema refuses fails the seed by name.
 */
export async function seedSampleRows(db: Db): Promise<void> {
  const accounts = await db.query<{ account_id: number; user_id: number }>(
    `SELECT DISTINCT ON (account_id) account_id, user_id FROM users ORDER BY account_id, access DESC, user_id`,
  );
  const creatable = RESOURCES.filter((resource) => resource.commands.create && !resource.upload);
  for (const { account_id: accountId, user_id: userId } of accounts) {
    const session = { sessionId: 0, userId, accountId, access: 9 };
    const firstIds = new Map<string, number>();
    const refId = (area: string): number | undefined => firstIds.get(area);
    for (const resource of seedOrder(new Set(RESOURCES.map(({ name }) => name)))) {
      const [first] = await db.query<{ id: number }>(
        `SELECT ${resource.idKey} AS id FROM ${resource.table} WHERE account_id = $1 ORDER BY ${resource.idKey} LIMIT 1`,
        [accountId],
      );
      if (first) {
        firstIds.set(resource.name, first.id);
        continue;
      }
      if (!creatable.includes(resource)) continue;
      for (const sample of sampleRows(resource, refId)) {
        const parsed = resource.create.safeParse(sample);
        if (!parsed.success)
          throw new Error(`Demo seed: ${resource.name}'s sample row is refused: ${parsed.error.message}`);
        const id = rowId(
          resource,
          await insertRecord(db, resource, session, sanitizeValues(resource, parsed.data as Row)),
        );
        if (!firstIds.has(resource.name)) firstIds.set(resource.name, id);
      }
    }
  }
}
