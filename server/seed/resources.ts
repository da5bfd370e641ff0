import type { Resource } from '../../lib/resources/define.ts';
import { rowId } from '../../lib/resources/record-types.ts';
import { apiKey } from '../../lib/resources/api-key.ts';
import { RESOURCES } from '../../lib/resources/registry.ts';
import { slugify } from '../../lib/resources/slug.ts';
import { recordName } from '../../lib/resources/record-name.ts';
import { newApiKey } from '../auth/api-keys.ts';
import type { Db } from '../db/db.ts';
import type { Session } from '../http/handlers.ts';
import { sanitizeValues } from '../resources/save.ts';
import { insertRecord } from '../resources/sql.ts';
import { demoBroadcasts } from './broadcasts.ts';
import { DEMO_API_KEYS, DEMO_RESOURCES } from './resource-data.ts';

type Row = Record<string, unknown>;

const byName = (name: string): Resource | undefined => RESOURCES.find((candidate) => candidate.name === name);

/** The areas with demo rows in the registry's order, each after the areas its refs point to (an author first). */
export function seedOrder(names: ReadonlySet<string>): Resource[] {
  const order: Resource[] = [];
  const visit = (resource: Resource): void => {
    if (order.includes(resource)) return;
    for (const field of Object.values(resource.fields)) {
      const target = field.ref ? byName(field.ref) : undefined;
      if (target && target !== resource && names.has(target.name)) visit(target);
    }
    order.push(resource);
  };
  for (const resource of RESOURCES) if (names.has(resource.name)) visit(resource);
  return order;
}

/**
 * Each demo account's sample rows by area: the data files' (broadcasts relative to today), else the rows
 * the area's definition carries in `server.demo` (docs/architecture.md, adding an area).
 */
function demoRows(domain: string, now: Date): Record<string, Row[]> {
  const rows: Record<string, Row[]> = {
    ...DEMO_RESOURCES[domain],
    broadcast: demoBroadcasts(now)[domain] ?? [],
  };
  for (const resource of RESOURCES)
    if (resource.demo && !rows[resource.name]) rows[resource.name] = resource.demo;
  return rows;
}

/** Demo records of every area in both demo accounts, each checked by the area's own create schema. */
export async function seedResources(db: Db): Promise<void> {
  const owners = await db.query<{ domain: string; account_id: number; user_id: number; email: string }>(
    `SELECT a.domain, a.account_id, u.user_id, u.email FROM accounts a JOIN users u USING (account_id)
      ORDER BY u.access DESC, u.user_id`,
  );
  const sessionOf = (match: (row: (typeof owners)[number]) => boolean): Session => {
    const row = owners.find(match);
    if (!row) throw new Error('Demo seed: no such user');
    return { sessionId: 0, userId: row.user_id, accountId: row.account_id, access: 9 };
  };
  const now = new Date();
  for (const domain of Object.keys(DEMO_RESOURCES)) {
    const session = sessionOf((row) => row.domain === domain);
    const areas = demoRows(domain, now);
    // A sample's ref names its target by that record's name (an article's author): each area's ids by name.
    const ids = new Map<string, Map<string, number>>();
    // A board's cards take their places in the order listed, per column (the server's, never the sample's).
    const placed = new Map<unknown, number>();
    for (const resource of seedOrder(new Set(Object.keys(areas)))) {
      const named = new Map<string, number>();
      ids.set(resource.name, named);
      for (const sample of areas[resource.name] ?? []) {
        const refs = Object.entries(resource.fields).flatMap(([name, field]) =>
          field.ref && typeof sample[name] === 'string'
            ? [[name, ids.get(field.ref)?.get(sample[name]) ?? null]]
            : [],
        );
        const values = sanitizeValues(
          resource,
          resource.create.parse({ ...sample, ...Object.fromEntries(refs) }) as Row,
        );
        for (const [name, field] of Object.entries(resource.fields)) {
          if (field.slugOf && values[name] == null) values[name] = slugify(String(values[field.slugOf]));
        }
        if (resource.board) {
          const column = values[resource.board.column];
          values[resource.board.position] = placed.get(column) ?? 0;
          placed.set(column, (placed.get(column) ?? 0) + 1);
        }
        named.set(
          recordName(resource, values),
          rowId(resource, await insertRecord(db, resource, session, values)),
        );
      }
    }
  }
  for (const key of DEMO_API_KEYS) {
    const { prefix, hash } = newApiKey();
    await insertRecord(
      db,
      apiKey,
      sessionOf((row) => row.email === key.owner),
      {
        name: key.name,
        expires_at: key.expires_at ?? null,
        prefix,
        secret_hash: hash,
      },
    );
  }
}
